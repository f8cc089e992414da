import { beforeEach, describe, expect, it, vi } from 'vitest';

const draft = { isEnabled: false };
const servicePageAnswer = vi.fn(
  async (_request: Request, _address: string) => new Response('the service page', { status: 200 }),
);
const movedTo = vi.fn();
const notFoundPage = vi.fn(
  async (_request: Request, status = 404) => new Response(null, { status }),
);
const countNotFound = vi.fn();

vi.mock('next/headers', () => ({ draftMode: async () => draft }));
vi.mock('@/lib/http/client-ip', () => ({ clientIp: async () => '203.0.113.9' }));
vi.mock('./count-not-found', () => ({
  countNotFound: (...args: unknown[]) => countNotFound(...args),
}));
vi.mock('./moved-to', () => ({ movedTo: (path: string) => movedTo(path) }));
vi.mock('./not-found-page', () => ({
  notFoundPage: (request: Request, status?: 404 | 410) => notFoundPage(request, status),
}));
vi.mock('@/lib/services/service-list', () => ({
  serviceAt: async () => undefined,
  decodedSegment: (segment: string) => segment,
}));
vi.mock('@/lib/own-pages/own-page-list', () => ({ ownPageAt: async () => undefined }));
vi.mock('@/lib/redirects/service-page-answer', () => ({
  servicePageAnswer: (request: Request, address: string) => servicePageAnswer(request, address),
  isPreviewRequest: (request: Request) =>
    /(?:^|;\s*)__prerender_bypass=/.test(request.headers.get('cookie') ?? ''),
}));

const { answerMissingAddress } = await import('./missing-address');

const visit = (cookie?: string) =>
  new Request('http://127.0.0.1/no-such-page', { headers: cookie ? { cookie } : {} });

describe('an unknown address with a preview cookie', () => {
  beforeEach(() => {
    draft.isEnabled = false;
    servicePageAnswer.mockClear();
    movedTo.mockReset().mockResolvedValue(null);
    notFoundPage.mockClear();
    countNotFound.mockClear();
  });

  it('forged by name: its redirect, as any visit, and no render of a service page', async () => {
    movedTo.mockResolvedValue({ from: '/no-such-page', to: '/contact-us', permanent: true });
    const answer = await answerMissingAddress(visit('__prerender_bypass=forged'), ['no-such-page']);
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('/contact-us');
    expect(servicePageAnswer).not.toHaveBeenCalled();
  });

  it('forged by name: the 404 page, counted, and no render of a service page', async () => {
    const answer = await answerMissingAddress(visit('__prerender_bypass=forged'), ['no-such-page']);
    expect(answer.status).toBe(404);
    expect(countNotFound).toHaveBeenCalledWith('/no-such-page', '203.0.113.9');
    expect(servicePageAnswer).not.toHaveBeenCalled();
  });

  it('that Next accepts (draft mode): the editor’s preview of the page', async () => {
    draft.isEnabled = true;
    const answer = await answerMissingAddress(visit('__prerender_bypass=real'), ['new-service']);
    expect(answer.status).toBe(200);
    expect(servicePageAnswer).toHaveBeenCalledOnce();
    expect(movedTo).not.toHaveBeenCalled();
  });
});
