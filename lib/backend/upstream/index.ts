import 'server-only';
import { recordLeadSource } from '@/lib/own-data/leads/source-store';
import type { Backend } from '../backend';
import { expectOk, UpstreamClient, type UpstreamConfig } from './client';
import * as figures from './figures';
import * as jobs from './jobs';
import * as messages from './messages';
import * as news from './news';
import * as visitors from './visitors';

export type { UpstreamConfig } from './client';

/** The Backend over the firm's existing REST API (docs/spec.md section 7). */
export function createUpstreamBackend(config: UpstreamConfig): Backend {
  const client = new UpstreamClient(config);
  return {
    kind: 'upstream',
    health: async () =>
      void expectOk(await client.send('GET', client.url('/api/news/update/news/')), 'News'),
    // The API only pages its messages (docs/spec.md section 7): no filter, no search.
    messageFilters: { status: false, service: false, search: false },
    listMessages: (page) => messages.listMessages(client, page),
    // The message lives in the firm's API, which knows nothing of lead sources: its source goes
    // to our own database once the API has accepted the message.
    createMessage: async (input, source) => {
      const created = await messages.createMessage(client, input);
      await recordLeadSource('message', created.id, source ?? null);
      return created;
    },
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
    // No counts in the API: bounded reads of its lists, "at least" past the bound.
    messageFigures: (readIds) =>
      figures.messageFigures((page) => messages.listMessages(client, page), readIds),
    jobFigures: (today) => figures.jobFigures((page) => jobs.listJobs(client, page), today),
    visitFigures: (now) => figures.visitFigures((page) => visitors.listVisitors(client, page), now),
  };
}
