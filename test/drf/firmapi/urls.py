"""
The paths of docs/spec.md section 7. DRF's routers write every route with its trailing slash,
so a path without one reaches CommonMiddleware, which answers 301 to the slashed path.
"""
from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve
from rest_framework.routers import SimpleRouter

from . import views


def router(*routes):
    built = SimpleRouter()
    for prefix, viewset in routes:
        built.register(prefix, viewset)
    return built.urls


urlpatterns = [
    path(
        'api/messages/update/',
        include(router(('messages', views.MessageViewSet), ('replies', views.ReplyViewSet))),
    ),
    path('api/news/update/', include(router(('news', views.NewsViewSet)))),
    path('api/jobs/update/', include(router(('jobs', views.JobViewSet)))),
    path('api/client-tracking/', include(router(('ips', views.VisitorViewSet)))),
    # Uploaded banners, public as a deployment's web server would serve MEDIA_ROOT; written out
    # because django.conf.urls.static() serves nothing when DEBUG is off.
    re_path(r'^media/(?P<path>.+)$', serve, {'document_root': settings.MEDIA_ROOT}),
]
