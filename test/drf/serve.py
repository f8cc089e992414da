"""
Serves the contract API for lib/backend/upstream/drf-contract.test.ts: migrates a fresh SQLite
database in $DRF_DATA_DIR, listens on 127.0.0.1 on a free port and prints
`listening on http://127.0.0.1:PORT`. It exits when its stdin closes, so it never outlives the
test process, even one that was killed.

Django's own runserver classes (wsgiref underneath): threaded, keep-alive, and they drain a
request body the application left unread (a 301 from APPEND_SLASH reads none), so the client
is never cut off mid-answer and the next request on the connection starts where it should.
"""
import os
import sys
import threading

os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'firmapi.settings')

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.core.servers.basehttp import ThreadedWSGIServer, WSGIRequestHandler  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402


def exit_with_parent():
    sys.stdin.read()  # returns at EOF: the test closed the pipe, or died
    os._exit(0)


threading.Thread(target=exit_with_parent, daemon=True).start()
call_command('migrate', verbosity=0, interactive=False)
server = ThreadedWSGIServer(('127.0.0.1', 0), WSGIRequestHandler)
server.set_app(get_wsgi_application())
print(f'listening on http://127.0.0.1:{server.server_port}', flush=True)
server.serve_forever()
