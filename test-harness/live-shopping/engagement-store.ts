import { randomInt } from 'node:crypto';
import type { TestEmail } from '../../shared/api/live-shopping/live-types';
import { readJson, writeJson } from './json-file';

/**
 * What viewers do around a show, kept in one JSON file: follows and saves
 * (keyed by profile id), share codes, the shares recorded and the referrals they brought, the
 * unique devices that watched a recording or looked at a pending show,
 * mails (the outbox: reminders, and an admin's test mails), and the discount
 * codes handed out.
 */
export interface ReminderMail {
  to: string;
  showId: string;
  subject: string;
  /** The show's start in the recipient's time zone and language (Intl). */
  formattedTime: string;
  startTime: string;
  timeZone: string;
  languageTag: string;
  queuedAt: string;
}

/** An admin's test mail (spec 2 §6): one of the templates, to any address. */
export interface TestMail {
  to: string;
  template: TestEmail;
  /** The show it is about, or null for a made-up title. */
  showId: string | null;
  subject: string;
  test: true;
  queuedAt: string;
}
export type OutboxMail = ReminderMail | TestMail;
const isReminder = (m: OutboxMail): m is ReminderMail => !('test' in m);

interface Data {
  /** follower profile id → followed profile ids with when, oldest first */
  follows: Record<string, Array<{ id: string; at: string }>>;
  saves: Record<string, Array<{ id: string; at: string }>>;
  /** viewer: 'user:<profile id>' or 'guest:<guest id>' (from the guest secret) */
  shareCodes: Array<{ code: string; showId: string; viewer: string; at: string }>;
  /** Each recorded share (POST share/v1): the same viewer sharing twice counts twice. */
  shares: Array<{ showId: string; viewer: string; at: string }>;
  referrals: Array<{ showId: string; code: string; device: string; at: string }>;
  views: Record<string, { recording: string[]; pending: string[] }>;
  discountCodes: Array<{ showId: string; discountId: string; customerId: string; code: string }>;
  outbox: OutboxMail[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Discount codes are read out and typed: no 0/O or 1/I.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const random = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export function createEngagementStore(file: string, now: () => number = Date.now) {
  const stored = readJson<Data>(file) ?? {};
  const data: Data = {
    follows: {},
    saves: {},
    shareCodes: [],
    shares: [],
    referrals: [],
    views: {},
    discountCodes: [],
    outbox: [],
    ...stored,
  };
  const save = () => writeJson(file, data);
  const at = () => new Date(now()).toISOString();

  /** Adds or removes `id` in `owner`'s list; saves only when something changed. */
  const toggle = (lists: Record<string, Array<{ id: string; at: string }>>, owner: string, id: string, on: boolean) => {
    const list = (lists[owner] ??= []);
    const has = list.some((x) => x.id === id);
    if (on && !has) list.push({ id, at: at() });
    if (!on && has) lists[owner] = list.filter((x) => x.id !== id);
    if (on !== has) save();
  };
  const newestFirst = (list: Array<{ id: string }> = []) => list.map((x) => x.id).reverse();

  return {
    follow: (me: string, host: string, on: boolean) => toggle(data.follows, me, host, on),
    followed: (me: string) => newestFirst(data.follows[me]),
    followerCount: (host: string) => Object.values(data.follows).filter((list) => list.some((x) => x.id === host)).length,
    saveShow: (me: string, showId: string, on: boolean) => toggle(data.saves, me, showId, on),
    saved: (me: string) => newestFirst(data.saves[me]),

    /** The viewer's code for the show, made on first ask (7 letters and digits, unique). */
    shareCode(showId: string, viewer: string): string {
      const found = data.shareCodes.find((c) => c.showId === showId && c.viewer === viewer);
      if (found) return found.code;
      let code: string;
      do code = random(LETTERS, 7);
      while (data.shareCodes.some((c) => c.code === code));
      data.shareCodes.push({ code, showId, viewer, at: at() });
      save();
      return code;
    },
    /** One share of the show by this viewer. */
    shared(showId: string, viewer: string) {
      data.shares.push({ showId, viewer, at: at() });
      save();
    },
    isShareCode: (showId: string, code: string) => data.shareCodes.some((c) => c.showId === showId && c.code === code),
    /** Once per device and show: a second link opened on the same device brings nobody new. */
    refer(showId: string, code: string, device: string) {
      if (data.referrals.some((r) => r.showId === showId && r.device === device)) return;
      data.referrals.push({ showId, code, device, at: at() });
      save();
    },
    viewed(showId: string, kind: 'recording' | 'pending', device: string) {
      const views = (data.views[showId] ??= { recording: [], pending: [] });
      if (views[kind].includes(device)) return;
      views[kind].push(device);
      save();
    },
    stats(showId: string) {
      return {
        shareCodes: data.shareCodes.filter((c) => c.showId === showId).length,
        shares: data.shares.filter((c) => c.showId === showId).length,
        referrals: data.referrals.filter((r) => r.showId === showId).length,
        recordingViews: data.views[showId]?.recording.length ?? 0,
        pendingViews: data.views[showId]?.pending.length ?? 0,
        saves: Object.values(data.saves).filter((list) => list.some((x) => x.id === showId)).length,
        subscribers: data.outbox.filter((m) => isReminder(m) && m.showId === showId).length,
      };
    },

    /** One code per customer and discount, the same on every ask (e.g. LIVE15-7K2Q9D). */
    discountCode(showId: string, discountId: string, customerId: string): string {
      const found = data.discountCodes.find((d) => d.showId === showId && d.discountId === discountId && d.customerId === customerId);
      if (found) return found.code;
      let code: string;
      do code = `${discountId}-${random(CODE_LETTERS, 6)}`;
      while (data.discountCodes.some((d) => d.code === code));
      data.discountCodes.push({ showId, discountId, customerId, code });
      save();
      return code;
    },

    /** Queues a reminder unless this recipient already has one for the show; true when queued. */
    remind(mail: Omit<ReminderMail, 'queuedAt'>): boolean {
      if (data.outbox.some((m) => isReminder(m) && m.showId === mail.showId && m.to.toLowerCase() === mail.to.toLowerCase())) return false;
      data.outbox.push({ ...mail, queuedAt: at() });
      save();
      return true;
    },
    /** Queues a test mail; each ask sends one. */
    testMail(mail: Omit<TestMail, 'queuedAt' | 'test'>) {
      data.outbox.push({ ...mail, test: true, queuedAt: at() });
      save();
    },
    outbox: (): readonly OutboxMail[] => data.outbox,
  };
}
export type EngagementStore = ReturnType<typeof createEngagementStore>;
