// The text every content page starts with, until an admin edits it (the store keeps only edited pages).
import type { ContentPageName } from '../../../core/content-pages.ts';
import type { Locale } from '../../../core/catalogue.ts';
import { HELP_PAGES } from './defaults-help.ts';
import { LANDING_PAGES } from './defaults-landings.ts';

/** A page in one language: its title and its Markdown. */
export interface PageVersion {
  readonly title: string;
  readonly body: string;
}
export type PageText = Record<Locale, PageVersion>;

export const DEFAULT_PAGES: Record<ContentPageName, PageText> = { ...HELP_PAGES, ...LANDING_PAGES };
