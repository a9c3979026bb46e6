import { describe, expect, test } from 'vitest';
import { chatWarnings } from './safety.ts';

describe('chatWarnings', () => {
  test('an ordinary question about the ad carries no warning, in bn and en', () => {
    expect(chatWarnings('Is this still available? Can I see it tomorrow in Mirpur?')).toEqual([]);
    expect(chatWarnings('এটা কি এখনো আছে? কাল মিরপুরে দেখতে পারি?')).toEqual([]);
    expect(chatWarnings('দাম কি একটু কমানো যাবে? ২৫০০০ টাকা দিতে পারি')).toEqual([]);
  });

  test('a link is noted, with or without a scheme', () => {
    expect(chatWarnings('see https://example.com/item')).toEqual(['link']);
    expect(chatWarnings('ছবি দেখুন www.picsbox.xyz এ')).toEqual(['link']);
    expect(chatWarnings('details at cheap-phones.shop')).toEqual(['link']);
  });

  test('a phone number is noted in Western or Bengali digits, spaced or not', () => {
    expect(chatWarnings('call me 01712-345678')).toEqual(['phone']);
    expect(chatWarnings('আমার নম্বর ০১৭১২ ৩৪৫৬৭৮')).toEqual(['phone']);
    expect(chatWarnings('+8801912345678')).toEqual(['phone']);
  });

  test('a fake bKash or Nagad cash-out or refund request is a scam warning, in bn and en', () => {
    expect(chatWarnings('I sent 5000 to your bKash by mistake, please refund it')).toContain('mobile_money_scam');
    expect(chatWarnings('Do a Nagad cash out of the advance first')).toContain('mobile_money_scam');
    expect(chatWarnings('ভুল করে আপনার বিকাশে টাকা চলে গেছে, ফেরত দিন')).toContain('mobile_money_scam');
    expect(chatWarnings('নগদ এ ক্যাশ আউট করে দিন')).toContain('mobile_money_scam');
  });

  test('moving to WhatsApp with a payment link is a scam warning, in bn and en', () => {
    expect(chatWarnings('Message me on WhatsApp, I will send the payment link')).toContain('whatsapp_payment');
    expect(chatWarnings('হোয়াটসঅ্যাপে আসুন, অগ্রিম পেমেন্ট লিংক দিচ্ছি')).toContain('whatsapp_payment');
    expect(chatWarnings('let us talk on whatsapp')).toEqual([]);
  });

  test('asking for a one-time code or PIN is a scam warning, in bn and en', () => {
    expect(chatWarnings('Tell me the OTP you just got')).toEqual(['otp_request']);
    expect(chatWarnings('send the verification code to confirm the delivery')).toEqual(['otp_request']);
    expect(chatWarnings('আপনার ফোনে যে ওটিপি গেছে সেটা বলুন')).toEqual(['otp_request']);
    expect(chatWarnings('বিকাশের পিন নম্বরটা দিন')).toContain('otp_request');
  });

  test('scam warnings come before the plain notes', () => {
    expect(chatWarnings('WhatsApp me for the payment link: wa.me/8801712345678')).toEqual([
      'whatsapp_payment',
      'link',
      'phone',
    ]);
  });
});
