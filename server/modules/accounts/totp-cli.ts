// `npm run totp -- SECRET`: the code of the moment for a second factor's secret (decision 190), as an authenticator
// app would show it: for the demo's staff, whose secrets the first start prints, and for scripted set-ups.
import { currentCode } from './second-factor.ts';

const secret = process.argv[2]?.trim();
if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error('usage: npm run totp -- SECRET   (the base32 secret printed with the demo accounts)');
  process.exit(2);
}
console.log(await currentCode(secret.toUpperCase(), new Date()));
