// Content pages (spec section 2's legal, help and info pages, section 9's page-content names): a page is its
// shipped text until an admin edits it; every visitor then sees the edited text. Markdown is rendered to safe HTML
// here (markdown.ts), so a page loader and /data/page-content answer the same HTML.
import { z } from 'zod';
import type { Locale } from '../../../core/catalogue.ts';
import {
  CONTACT_FORM_KINDS,
  contentPage,
  type ContentPageName,
  type PageText,
  type Platform,
} from '../../../core/content-pages.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Queryable } from '../../adapters/database.ts';
import { enforceLimits, type CounterStore } from '../../adapters/rate-limits.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { DEFAULT_PAGES } from './defaults.ts';
import { renderMarkdown, summarize } from './markdown.ts';

const PageVersionSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(50_000),
});
export const PageTextSchema = z.object({ bn: PageVersionSchema, en: PageVersionSchema });
export type PageTextInput = z.infer<typeof PageTextSchema>;

/** A page as a visitor sees it, in one language. */
export interface PageView {
  readonly name: ContentPageName;
  readonly locale: Locale;
  readonly title: string;
  /** Sanitised HTML made from the Markdown. */
  readonly html: string;
  /** For the meta description. */
  readonly description: string;
  /** When an admin last changed it; null for the shipped text. */
  readonly updatedAt: string | null;
}

interface PageRow {
  title_bn: string;
  body_bn: string;
  title_en: string;
  body_en: string;
  updated_at: Date;
}

/** Both languages' Markdown of a page (the admin's editor starts from it). */
export async function getPageText(
  db: Queryable,
  name: ContentPageName,
): Promise<PageText & { updatedAt: string | null }> {
  const [row] = await db.query<PageRow>(
    'SELECT title_bn, body_bn, title_en, body_en, updated_at FROM content_pages WHERE name = $1',
    [name],
  );
  if (!row) return { ...DEFAULT_PAGES[name], updatedAt: null };
  return {
    bn: { title: row.title_bn, body: row.body_bn },
    en: { title: row.title_en, body: row.body_en },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function getPage(
  db: Queryable,
  name: ContentPageName,
  locale: Locale,
  platform: Platform | null = null,
): Promise<PageView> {
  const text = await getPageText(db, name);
  const version = text[locale];
  return {
    name,
    locale,
    title: version.title,
    html: renderMarkdown(version.body, platform),
    description: summarize(version.body),
    updatedAt: text.updatedAt,
  };
}

/** An admin saves both languages of a page. */
export async function savePage(
  db: Queryable,
  clock: Clock,
  staff: Staff,
  name: ContentPageName,
  input: PageTextInput,
): Promise<void> {
  contentPage(name);
  const before = await getPageText(db, name);
  await db.query(
    `INSERT INTO content_pages (name, title_bn, body_bn, title_en, body_en, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (name) DO UPDATE SET title_bn = EXCLUDED.title_bn, body_bn = EXCLUDED.body_bn,
       title_en = EXCLUDED.title_en, body_en = EXCLUDED.body_en, updated_by = EXCLUDED.updated_by,
       updated_at = EXCLUDED.updated_at`,
    [name, input.bn.title, input.bn.body, input.en.title, input.en.body, staff.id, clock.now()],
  );
  await recordAction(db, staff, { action: 'page.save', subject: { type: 'page', id: name }, before, after: input });
}

/** The preview of the admin's editor: what the page will look like, rendered as visitors will get it. */
export async function previewPage(body: string): Promise<string> {
  return renderMarkdown(body);
}

export const ContactRequestSchema = z.object({
  kind: z.enum(CONTACT_FORM_KINDS),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[+\d\s-]*$/)
    .default(''),
  message: z.string().trim().min(10).max(5000),
});
export type ContactRequestInput = z.infer<typeof ContactRequestSchema>;

/** Per address: enough for a real person who writes twice, too few to flood the admins' inbox. */
const CONTACT_LIMITS = (ip: string) => [
  { key: `contact:ip:${ip}`, max: 5, windowSeconds: 3600 },
  { key: `contact:ip-day:${ip}`, max: 20, windowSeconds: 86_400 },
];

/** A contact-us message or an advertising request, stored for the admins (rate-limited per client address). */
export async function submitContactRequest(
  services: { db: Queryable; counters: CounterStore; clock: Clock },
  from: { ip: string; userId: number | null; locale: Locale },
  input: ContactRequestInput,
): Promise<{ id: number }> {
  await enforceLimits(services.counters, CONTACT_LIMITS(from.ip));
  const [row] = await services.db.query<{ id: number }>(
    `INSERT INTO contact_requests (kind, name, email, phone, message, locale, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [input.kind, input.name, input.email, input.phone, input.message, from.locale, from.userId, services.clock.now()],
  );
  if (!row) throw new Error('contact request not stored');
  return { id: Number(row.id) };
}

export interface ContactRequestView {
  readonly id: number;
  readonly kind: ContactRequestInput['kind'];
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly locale: string;
  readonly createdAt: string;
}

/** The newest requests, for the admins. */
export async function listContactRequests(db: Queryable, limit = 100): Promise<ContactRequestView[]> {
  const rows = await db.query<{
    id: number;
    kind: ContactRequestInput['kind'];
    name: string;
    email: string;
    phone: string;
    message: string;
    locale: string;
    created_at: Date;
  }>(
    `SELECT id, kind, name, email, phone, message, locale, created_at FROM contact_requests
     ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    locale: r.locale,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
