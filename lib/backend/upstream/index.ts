import 'server-only';
import type { Backend } from '../types';
import { expectOk, UpstreamClient, type UpstreamConfig } from './client';
import * as jobs from './jobs';
import * as messages from './messages';
import * as news from './news';
import * as visitors from './visitors';

export type { UpstreamConfig } from './client';

/** The Backend over the firm's existing REST API (SPEC.md section 7). */
export function createUpstreamBackend(config: UpstreamConfig): Backend {
  const client = new UpstreamClient(config);
  return {
    kind: 'upstream',
    health: async () =>
      void expectOk(await client.send('GET', client.url('/api/news/update/news/')), 'News'),
    listMessages: (page) => messages.listMessages(client, page),
    createMessage: (input) => messages.createMessage(client, input),
    removeMessage: (id) => messages.removeMessage(client, id),
    replyToMessage: (id, input) => messages.replyToMessage(client, id, input),
    listNews: (page) => news.listNews(client, page),
    getNews: (id) => news.getNews(client, id),
    createNews: (input) => news.createNews(client, input),
    updateNews: (id, input) => news.updateNews(client, id, input),
    removeNews: (id) => news.removeNews(client, id),
    // Banners come through /media/upstream, which proxies the API's own image URLs.
    getNewsImage: async () => null,
    listJobs: (page) => jobs.listJobs(client, page),
    getJob: (id) => jobs.getJob(client, id),
    createJob: (input) => jobs.createJob(client, input),
    updateJob: (id, input) => jobs.updateJob(client, id, input),
    removeJob: (id) => jobs.removeJob(client, id),
    listVisitors: (page) => visitors.listVisitors(client, page),
    recordVisit: (input) => visitors.recordVisit(client, input),
  };
}
