// The text every content page starts with, until an admin edits it (the store keeps only edited pages).
import type { ContentPageName, PageText } from '../../../core/content-pages.ts';
import { HELP_PAGES } from './defaults-help.ts';
import { LANDING_PAGES } from './defaults-landings.ts';

export const DEFAULT_PAGES: Record<ContentPageName, PageText> = { ...HELP_PAGES, ...LANDING_PAGES };
