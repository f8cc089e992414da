"""
One view set per resource, built from DRF's mixins so that each answers exactly the methods
docs/spec.md section 7 lists (plus the two POSTs docs/design.md adds): anything else is 405.
"""
from rest_framework import mixins, viewsets
from rest_framework.pagination import PageNumberPagination

from .models import Job, Message, News, Reply, Visitor
from .serializers import (
    JobSerializer,
    MessageSerializer,
    NewsSerializer,
    ReplySerializer,
    VisitorSerializer,
)

# PATCH, never PUT: the spec updates news and jobs with PATCH only.
NO_PUT = ['get', 'post', 'patch', 'delete', 'head', 'options']


class MessageViewSet(
    mixins.ListModelMixin,
    mixins.CreateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    queryset = Message.objects.prefetch_related('replies')
    serializer_class = MessageSerializer


class ReplyViewSet(mixins.CreateModelMixin, viewsets.GenericViewSet):
    queryset = Reply.objects.all()
    serializer_class = ReplySerializer


class NewsViewSet(viewsets.ModelViewSet):
    queryset = News.objects.all()
    serializer_class = NewsSerializer
    http_method_names = NO_PUT


class JobViewSet(viewsets.ModelViewSet):
    queryset = Job.objects.all()
    serializer_class = JobSerializer
    http_method_names = NO_PUT


class TenPerPage(PageNumberPagination):
    # docs/spec.md section 9: the visitor list's page size.
    page_size = 10


class VisitorViewSet(mixins.ListModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet):
    queryset = Visitor.objects.all()
    serializer_class = VisitorSerializer
    pagination_class = TenPerPage
