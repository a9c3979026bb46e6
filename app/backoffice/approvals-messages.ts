// The back office's texts for large gifts waiting for a second member of staff (decision 235), in bn and en.
import { defineMessages } from '../../core/i18n.ts';

export const approvalsMessages = defineMessages({
  en: {
    approvalsTitle: 'Approvals',
    approvalsIntro:
      'What one member of staff gives alone is limited: up to {days, number} free membership days to one person within {window, number} days, and one voucher within {window, number} days of at most {amount} or {percent, number}% off. Anything more takes effect only when another member of staff approves it here. Nobody decides their own request or a gift to themselves.',
    status_pending: 'Waiting',
    status_approved: 'Approved',
    status_rejected: 'Rejected',
    noApprovals: 'Nothing here.',
    forPerson: 'For:',
    requested: 'Asked by {name} on {date}',
    gift_grant: 'Membership: {name}',
    gift_extend: 'Membership extended by {days, plural, one {# day} other {# days}}',
    gift_voucher: 'Voucher: {discount} off promotions, usable until {date}',
    ownRequest: 'You asked for this: another member of staff must decide it.',
    toThemselves: 'This is for you: another member of staff must decide it.',
    approve: 'Approve',
    reject: 'Reject',
    decided: '{status} by {name} on {date}',
    approvedDone: 'Approved: the gift is made and the member is told. It is in the audit log.',
    rejectedDone: 'Rejected: nothing was given. It is in the audit log.',
    alreadyDecided: 'This was already decided: nothing more was done.',
    sentForApproval:
      'This is more than one member of staff may give alone, so it waits for another member of staff to approve it under Approvals.',
    seeApprovals: 'Open Approvals',
  },
  bn: {
    approvalsTitle: 'অনুমোদন',
    approvalsIntro:
      'একজন কর্মী একা সীমিত পরিমাণই দিতে পারেন: একজনকে {window, number} দিনের মধ্যে সর্বোচ্চ {days, number} দিনের বিনা মূল্যের মেম্বারশিপ, এবং {window, number} দিনের মধ্যে একটি ভাউচার, সর্বোচ্চ {amount} বা {percent, number}% ছাড়। এর বেশি কিছু এখানে অন্য একজন কর্মী অনুমোদন করলে তবেই কার্যকর হয়। কেউ নিজের অনুরোধ বা নিজের জন্য দেওয়া কিছুর সিদ্ধান্ত নিতে পারেন না।',
    status_pending: 'অপেক্ষমাণ',
    status_approved: 'অনুমোদিত',
    status_rejected: 'বাতিল',
    noApprovals: 'এখানে কিছু নেই।',
    forPerson: 'প্রাপক:',
    requested: 'চেয়েছেন {name}, {date}',
    gift_grant: 'মেম্বারশিপ: {name}',
    gift_extend: 'মেম্বারশিপের মেয়াদ {days, number} দিন বাড়ানো',
    gift_voucher: 'ভাউচার: প্রচারে {discount} ছাড়, {date} পর্যন্ত ব্যবহার করা যাবে',
    ownRequest: 'অনুরোধটি আপনার: অন্য একজন কর্মীকে সিদ্ধান্ত নিতে হবে।',
    toThemselves: 'এটি আপনার জন্য: অন্য একজন কর্মীকে সিদ্ধান্ত নিতে হবে।',
    approve: 'অনুমোদন করুন',
    reject: 'বাতিল করুন',
    decided: '{status}: {name}, {date}',
    approvedDone: 'অনুমোদিত: দেওয়া হয়েছে এবং সদস্যকে জানানো হয়েছে। অডিট লগে লেখা আছে।',
    rejectedDone: 'বাতিল: কিছু দেওয়া হয়নি। অডিট লগে লেখা আছে।',
    alreadyDecided: 'এটির সিদ্ধান্ত আগেই হয়েছে: নতুন কিছু করা হয়নি।',
    sentForApproval:
      'একজন কর্মী একা যতটা দিতে পারেন এটি তার চেয়ে বেশি, তাই "অনুমোদন" পাতায় অন্য একজন কর্মীর অনুমোদনের অপেক্ষায় আছে।',
    seeApprovals: 'অনুমোদন পাতা খুলুন',
  },
});
export type ApprovalsMessageKey = keyof typeof approvalsMessages.en;
