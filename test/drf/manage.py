#!/usr/bin/env python3
"""Django's command line for the contract API (e.g. `makemigrations firmapi` after a model change)."""
import os
import sys

if __name__ == '__main__':
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'firmapi.settings')
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
