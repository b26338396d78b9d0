#!/usr/bin/python3
# The browser WebKitWebDriver starts for the engine tests (infra/webkit.ts): WebKitGTK in
# one window exactly a phone's 360 x 740 CSS px (GDK_SCALE=2 gives the phone's 2x pixels).
# Debian's MiniBrowser cannot make its window narrower than 447 px, and a phone layout
# tested at 447 px is not the phone's. Debian's python3 (/usr/bin/python3), not whatever
# python3 comes first on PATH: python3-gi is installed for Debian's.
#
# WebKitWebDriver runs it as `webkitBrowser.py --automation [--data-dir=DIR]`; WebKit
# itself connects the driver to the context that allows automation.
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 360, 740

data_dir = next((a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--data-dir=')), None)
# A data directory of its own per run (service worker registrations, storage, cache), so
# no run sees another's; not ephemeral, because an ephemeral session has no service workers.
manager = WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir) if data_dir else None
context = WebKit2.WebContext(website_data_manager=manager) if manager else WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
# The site speaks Indonesian; Accept-Language and navigator.language as an Indonesian phone's.
context.set_preferred_languages(['id-ID', 'id'])


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.set_size_request(WIDTH, HEIGHT)
    window.set_resizable(False)
    window.add(view)
    window.connect('destroy', lambda _w: None)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('MyValueEngineTests')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
