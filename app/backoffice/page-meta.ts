// The title and robots rule of every back-office page: named in the page's language, never indexed.
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { backOfficeMessages, type BackOfficeMessageKey } from './backoffice-messages.ts';

export const backOfficeMeta = (locale: Locale | undefined, title: BackOfficeMessageKey) =>
  locale ? [{ title: formatMessage(backOfficeMessages, locale, title) }, { name: 'robots', content: 'noindex' }] : [];
