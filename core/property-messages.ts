// Labels of ad properties that the catalogue's filters do not name themselves.
import { defineMessages } from './i18n.ts';

export const propertyMessages = defineMessages({
  en: { model: 'Model' },
  bn: { model: 'মডেল' },
});
