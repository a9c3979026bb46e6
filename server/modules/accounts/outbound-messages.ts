// The texts of account SMS and e-mails, in bn and en. An SMS in Bengali costs more segments, so it stays short.
import { defineMessages } from '../../../core/i18n.ts';

export const outboundMessages = defineMessages({
  en: {
    otpSms: 'Your Haat code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
    resetSubject: 'Reset your Haat password',
    resetBody:
      'Someone asked to reset the password of your Haat account. If it was you, open this link within {minutes} minutes:\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays the same.',
  },
  bn: {
    otpSms: 'আপনার হাট কোড {code}। {minutes} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।',
    resetSubject: 'আপনার হাট পাসওয়ার্ড রিসেট করুন',
    resetBody:
      'কেউ আপনার হাট অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। এটি আপনি হলে {minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nআপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড বদলাবে না।',
  },
});
