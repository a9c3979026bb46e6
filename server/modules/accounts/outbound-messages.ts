// The texts of account SMS and e-mails, in bn and en. An SMS in Bengali costs more segments, so it stays short.
import { defineMessages } from '../../../core/i18n.ts';

export const outboundMessages = defineMessages({
  en: {
    otpSms: 'Your Haat code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
    resetSubject: 'Reset your Haat password',
    resetBody:
      'Someone asked to reset the password of your Haat account. If it was you, open this link within {minutes} minutes:\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays the same.',
    signUpSubject: 'Confirm your e-mail for Haat',
    signUpBody:
      'Welcome to Haat! Open this link within {minutes} minutes to confirm your e-mail and make your account:\n\n{link}\n\nIf you did not sign up, ignore this e-mail: no account is made.',
    signUpTakenSubject: 'Someone tried to make a Haat account with your e-mail',
    signUpTakenBody:
      'Someone tried to make a new Haat account with this e-mail, but it already has an account. If it was you, log in:\n\n{login}\n\nForgot your password? Reset it here:\n\n{reset}\n\nIf it was not you, ignore this e-mail: nothing has changed.',
  },
  bn: {
    otpSms: 'আপনার হাট কোড {code}। {minutes, number} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।',
    resetSubject: 'আপনার হাট পাসওয়ার্ড রিসেট করুন',
    resetBody:
      'কেউ আপনার হাট অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। এটি আপনি হলে {minutes, number} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nআপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড বদলাবে না।',
    signUpSubject: 'হাটের জন্য আপনার ই-মেইল নিশ্চিত করুন',
    signUpBody:
      'হাটে স্বাগতম! {minutes, number} মিনিটের মধ্যে এই লিংকটি খুলে আপনার ই-মেইল নিশ্চিত করুন ও অ্যাকাউন্ট খুলুন:\n\n{link}\n\nআপনি অ্যাকাউন্ট খুলতে না চাইলে এই ই-মেইলটি উপেক্ষা করুন: কোনো অ্যাকাউন্ট খোলা হবে না।',
    signUpTakenSubject: 'কেউ আপনার ই-মেইল দিয়ে হাট অ্যাকাউন্ট খুলতে চেয়েছেন',
    signUpTakenBody:
      'কেউ এই ই-মেইল দিয়ে নতুন হাট অ্যাকাউন্ট খুলতে চেয়েছেন, কিন্তু এই ই-মেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। এটি আপনি হলে লগ ইন করুন:\n\n{login}\n\nপাসওয়ার্ড ভুলে গেলে এখানে রিসেট করুন:\n\n{reset}\n\nআপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: কিছুই বদলায়নি।',
  },
});
