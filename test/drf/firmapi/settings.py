"""
A stand-in for the firm's REST API (docs/spec.md section 7) on Debian's Django and Django REST
Framework, for lib/backend/upstream/drf-contract.test.ts. Production-like where the product's
calls can tell the difference: DEBUG off, Django's CommonMiddleware with APPEND_SLASH (a path
without its trailing slash answers 301 to the slashed one, whatever the method), DRF's page
shape and its default authentication (the old product sent no credential, docs/spec.md section 6).
"""
import os
from pathlib import Path

# One throwaway folder per run (the test makes it): the SQLite database and uploaded banners.
DATA_DIR = Path(os.environ['DRF_DATA_DIR'])

SECRET_KEY = 'contract-test-only'
DEBUG = False
ALLOWED_HOSTS = ['127.0.0.1', 'localhost']
# Django's defaults, written out because the contract depends on them.
APPEND_SLASH = True

INSTALLED_APPS = [
    # DRF's default authentication and its anonymous user need these two.
    'django.contrib.contenttypes',
    'django.contrib.auth',
    'rest_framework',
    'firmapi',
]
MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.middleware.common.CommonMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware',
]
ROOT_URLCONF = 'firmapi.urls'
DATABASES = {
    'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': str(DATA_DIR / 'db.sqlite3')},
}
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'
USE_TZ = True
TIME_ZONE = 'UTC'
MEDIA_ROOT = str(DATA_DIR / 'media')
MEDIA_URL = '/media/'

REST_FRAMEWORK = {
    'DEFAULT_PAGINATION_CLASS': 'rest_framework.pagination.PageNumberPagination',
    # Small pages, so that the test walks past the first page of every list.
    'PAGE_SIZE': 3,
    # JSON only: the product asks for JSON, and the browsable API would need templates.
    'DEFAULT_RENDERER_CLASSES': ['rest_framework.renderers.JSONRenderer'],
}

# Server errors to stderr, which the test prints when the server fails; no access log.
LOGGING = {
    'version': 1,
    'disable_existing_loggers': False,
    'handlers': {'stderr': {'class': 'logging.StreamHandler'}},
    'loggers': {
        'django.request': {'handlers': ['stderr'], 'level': 'ERROR', 'propagate': False},
        'django.server': {'handlers': ['stderr'], 'level': 'ERROR', 'propagate': False},
    },
}
