'use client';
import { useEffect } from 'react';

type LiveChatQueue = {
  _q: unknown[][];
  _h: ((...args: unknown[]) => unknown) | null;
  _v: string;
  on: (...args: unknown[]) => unknown;
  once: (...args: unknown[]) => unknown;
  off: (...args: unknown[]) => unknown;
  call: (...args: unknown[]) => unknown;
  init: () => void;
};
type LiveChatWindow = Window & {
  __lc?: { license: number; integration_name: string; product_name: string; asyncInit?: boolean };
  LiveChatWidget?: LiveChatQueue;
};

const SCRIPT_SRC = 'https://cdn.livechatinc.com/tracking.js';

// LiveChat's standard asynchronous snippet, written out: calls made before tracking.js arrives
// are queued, then replayed by the script.
function installLiveChat(license: string) {
  const w = window as LiveChatWindow;
  if (w.LiveChatWidget) return;
  w.__lc = {
    license: Number(license),
    integration_name: 'manual_channels',
    product_name: 'livechat',
  };
  const push = (args: unknown[]) => (widget._h ? widget._h(...args) : widget._q.push(args));
  const widget: LiveChatQueue = {
    _q: [],
    _h: null,
    _v: '2.0',
    on: (...args) => push(['on', args]),
    once: (...args) => push(['once', args]),
    off: (...args) => push(['off', args]),
    call: (...args) => push(['call', args]),
    init: () => {
      const script = document.createElement('script');
      script.async = true;
      script.type = 'text/javascript';
      script.src = SCRIPT_SRC;
      document.head.appendChild(script);
    },
  };
  w.LiveChatWidget = widget;
  widget.init();
}

/** Loads the LiveChat widget; mounted only after marketing consent. Withdrawing consent removes it. */
export default function LiveChat({ license }: { license: string }) {
  useEffect(() => {
    installLiveChat(license);
    return () => {
      const w = window as LiveChatWindow;
      w.LiveChatWidget?.call('destroy');
      delete w.LiveChatWidget;
      document.querySelectorAll(`script[src="${SCRIPT_SRC}"]`).forEach((script) => script.remove());
    };
  }, [license]);
  return null;
}
