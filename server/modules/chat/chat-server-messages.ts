// Texts the chat API itself puts into its answers, in bn and en.
import { defineMessages } from '../../../core/i18n.ts';

export const chatServerMessages = defineMessages({
  en: { deletedUser: 'deleted user', haatSupport: 'Haat support' },
  bn: { deletedUser: 'মুছে ফেলা ব্যবহারকারী', haatSupport: 'হাট সাপোর্ট' },
});
