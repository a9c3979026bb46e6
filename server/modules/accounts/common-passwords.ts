// The passwords attackers try first (decision 65): the 49,233 commonest passwords of the zxcvbn-ts project's common
// dictionary (`@zxcvbn-ts/language-common`, MIT, ranked by frequency in leaked password sets), plus a few that are
// common in Bangladesh and missing from it. Compared lower-cased. Built on first use, so that importing the schemas
// costs nothing until a password is set.
import { dictionary } from '@zxcvbn-ts/language-common';

const BANGLADESH = [
  'bangladesh1',
  'bangladesh123',
  'bangladesh@123',
  'dhaka123',
  'dhaka1234',
  'dhaka@123',
  'chittagong',
  'sylhet123',
  'ami tomake valobashi',
  'amitomakevalobashi',
  'valobashi',
  'bismillah',
  'bismillah123',
  'alhamdulillah',
  'joybangla',
  'sonarbangla',
];

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...BANGLADESH].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
