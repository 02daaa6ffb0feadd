// A Cloudflare for SaaS API fake speaking what src/domains/saas-api.ts uses, as Cloudflare documents it: a bearer API
// token, POST /zones/{zone_id}/custom_hostnames {hostname, ssl: {method, type}} answering the custom hostname (status
// pending, `ownership_verification` TXT, `ssl.validation_records`), GET and DELETE by id, a duplicate hostname refused
// with error 1406, and every answer in the v4 envelope {success, errors, messages, result}. Tests move a hostname
// to active (or blocked), take the API down (503) or leave a call unanswered (RecordingFake's down and hanging).
import { envelope, saasResult } from '../../src/domains/local-saas';
import { fakeId, RecordingFake } from './install';

interface FakeHostname {
  id: string;
  hostname: string;
  status: 'pending' | 'active' | 'blocked' | 'moved';
  created_at: string;
  ssl: { method: string; type: string };
}

export class CloudflareFake extends RecordingFake {
  readonly hostnames = new Map<string, FakeHostname>();

  constructor(
    token = 'test-cloudflare-token',
    origin = 'https://cloudflare.fake',
    readonly zoneId = 'zone0test',
  ) {
    super(token, origin);
  }

  protected unauthorized() {
    return envelope(403, null, [{ code: 10000, message: 'Authentication error' }]);
  }

  /** The hostname as the merchant's DNS would leave it: its records seen (active), or refused. */
  setStatus(hostname: string, status: FakeHostname['status']) {
    const h = [...this.hostnames.values()].find((x) => x.hostname === hostname);
    if (!h) throw new Error(`no custom hostname ${hostname} at the fake`);
    h.status = status;
  }

  byName(hostname: string): FakeHostname | undefined {
    return [...this.hostnames.values()].find((x) => x.hostname === hostname);
  }

  protected serve(request: Request, url: URL, body: string): Response {
    const base = `/client/v4/zones/${this.zoneId}/custom_hostnames`;
    if (!url.pathname.startsWith(base))
      return envelope(404, null, [{ code: 7003, message: 'Could not route to /zones, perhaps your object identifier is invalid?' }]);
    const id = url.pathname.slice(base.length).replace(/^\//, '');
    if (request.method === 'POST' && !id) return this.create(body);
    const h = this.hostnames.get(decodeURIComponent(id));
    if (!h) return envelope(404, null, [{ code: 1436, message: 'The custom hostname was not found.' }]);
    if (request.method === 'GET') return envelope(200, { ...saasResult(h), ssl: { ...saasResult(h).ssl, ...h.ssl } });
    if (request.method === 'DELETE') {
      this.hostnames.delete(h.id);
      return envelope(200, { id: h.id });
    }
    return envelope(405, null, [{ code: 10000, message: 'Method not allowed' }]);
  }

  private create(body: string): Response {
    let b: { hostname?: unknown; ssl?: { method?: unknown; type?: unknown } };
    try {
      b = JSON.parse(body) as typeof b;
    } catch {
      return envelope(400, null, [{ code: 1001, message: 'Invalid JSON' }]);
    }
    if (typeof b.hostname !== 'string' || !b.hostname)
      return envelope(400, null, [{ code: 1409, message: 'Custom hostname is required.' }]);
    if (!['http', 'txt', 'email'].includes(String(b.ssl?.method)) || b.ssl?.type !== 'dv') {
      return envelope(400, null, [{ code: 1413, message: 'SSL validation method and type dv are required.' }]);
    }
    if (this.byName(b.hostname)) return envelope(409, null, [{ code: 1406, message: 'Duplicate custom hostname found.' }]);
    const h: FakeHostname = {
      id: fakeId('')
        .replace(/[^a-z0-9]/g, '')
        .padEnd(32, '0')
        .slice(0, 32),
      hostname: b.hostname,
      status: 'pending',
      created_at: new Date().toISOString(),
      ssl: { method: String(b.ssl.method), type: 'dv' },
    };
    this.hostnames.set(h.id, h);
    return envelope(201, saasResult(h));
  }
}
