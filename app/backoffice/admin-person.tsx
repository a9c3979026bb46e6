// /{locale}/admin/people/:id: one person as staff see them (their ads, the reports of their ads, their payments,
// warnings), and the actions the viewer's role allows: warn, suspend and restore, verify as employer, reset phone
// numbers. Each form stands for its /data/admin call and needs the same permission; each is audited. A large
// membership or voucher is filed for another member of staff's approval instead (decision 235).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { adStatusName, reportStatusName } from '../../core/status-messages.ts';
import { adMessages, type AdMessageKey } from '../ad-page/ad-messages.ts';
import { actOnPersonForm, loadPerson } from './backoffice.server.ts';
import type { PersonAction } from '../../server/modules/backoffice/index.ts';
import { backOfficeMessages, type BackOfficeMessageKey } from './backoffice-messages.ts';
import { ChatReportCard } from './chat-report-card.tsx';
import { RoleForm } from './role-form.tsx';
import { ReasonField } from './reason-field.tsx';
import { changeRoleForm } from './staff.server.ts';
import { GrantForms, MemberTerms } from './grant-forms.tsx';
import { issueVoucherForm, staffMembershipForm } from './grants.server.ts';
import { grantsMessages } from './grants-messages.ts';
import { approvalsMessages } from './approvals-messages.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-person';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadPerson({ request, context, locale }, params.id)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const args = { request, context, locale: params.locale as Locale };
  const form = Object.fromEntries(await request.clone().formData());
  if (form.intent === 'role') return changeRoleForm(args, { ...form, id: params.id ?? '' });
  if (form.intent === 'membership') return staffMembershipForm(args, form, params.id);
  if (form.intent === 'voucher') return issueVoucherForm(args, form, params.id);
  return actOnPersonForm(args, params.id);
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page ? [{ title: page.person.name }, { name: 'robots', content: 'noindex' }] : [];

function ActionForm({
  intent,
  label,
  danger,
  children,
}: {
  intent: PersonAction;
  label: string;
  danger?: boolean;
  children?: React.ReactNode;
}) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <Form method="post" className="flex flex-col gap-1 rounded border p-2" data-testid={`person-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <ReasonField label={intent === 'warn' ? t('warnMessage') : t('reason')} />
      <button
        type="submit"
        className={`self-start rounded px-3 py-1 text-sm text-white ${danger ? 'bg-red-700' : 'bg-brand-700'}`}
      >
        {label}
      </button>
    </Form>
  );
}

/** One list of the person page: its heading, "None." when empty. */
function Section<T>({
  title,
  items,
  keyOf,
  testId,
  children,
}: {
  title: BackOfficeMessageKey;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  testId?: string;
  children: (item: T) => React.ReactNode;
}) {
  const t = translator(backOfficeMessages, useLocale());
  return (
    <section>
      <h2 className="mt-6 text-lg font-semibold">{t(title)}</h2>
      {items.length === 0 ? <p className="text-sm">{t('none')}</p> : null}
      <ul className="text-sm" data-testid={testId}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** A report's reason as the report form names it; an unknown reason as it is. */
const reportReason = (locale: Locale, reason: string) => {
  const key = `reason_${reason}` as AdMessageKey;
  return key in adMessages.en ? formatMessage(adMessages, locale, key) : reason;
};

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const { person, may } = loaderData;
  return (
    <main>
      <h1 className="text-xl font-bold" data-testid="person-name">
        {person.name || `#${person.id}`}
      </h1>
      <p className="text-sm text-gray-700">
        {[person.email, ...person.phones].filter(Boolean).join(' · ')} · {t(`role_${person.role}`)} ·{' '}
        {t('joined', { date: formatDate(locale, new Date(person.createdAt)) })}
      </p>
      <p className="mt-1 flex gap-2 text-sm font-semibold">
        {person.suspended ? (
          <span className="text-red-700" data-testid="person-suspended">
            {t('suspended')}
          </span>
        ) : null}
        {person.employerVerified ? <span className="text-brand-700">{t('employerVerified')}</span> : null}
      </p>
      {actionData?.ok && 'pending' in actionData && actionData.pending ? (
        <FormAlert tone="success">
          {translator(approvalsMessages, locale)('sentForApproval')}{' '}
          <Link to={`/${locale}/admin/approvals`} className="underline">
            {translator(approvalsMessages, locale)('seeApprovals')}
          </Link>
        </FormAlert>
      ) : actionData?.ok ? (
        <FormAlert tone="success">
          {'done' in actionData && !actionData.done ? translator(grantsMessages, locale)('alreadyDone') : t('done')}
        </FormAlert>
      ) : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <div className="mt-3 grid gap-2 lg:grid-cols-2">
        {may.warn ? <ActionForm intent="warn" label={t('warn')} /> : null}
        {may.suspend ? (
          person.suspended ? (
            <ActionForm intent="restore" label={t('restore')} />
          ) : (
            <ActionForm intent="suspend" label={t('suspend')} danger />
          )
        ) : null}
        {may.employer ? (
          <ActionForm intent="employer" label={person.employerVerified ? t('unverifyEmployer') : t('verifyEmployer')}>
            <input type="hidden" name="verified" value={person.employerVerified ? 'false' : 'true'} />
          </ActionForm>
        ) : null}
        {may.phone && person.phones.length > 0 ? (
          <ActionForm intent="phone-reset" label={t('resetPhone')} danger />
        ) : null}
        {may.role ? <RoleForm id={person.id} role={person.role} /> : null}
        {may.grant ? <GrantForms tokens={loaderData.tokens} /> : null}
      </div>
      <MemberTerms terms={loaderData.memberships} vouchers={loaderData.vouchers} />
      <Section title="warnings" items={person.warnings} keyOf={(w) => w.createdAt}>
        {(w) => `${formatDate(locale, new Date(w.createdAt))}: ${w.message}`}
      </Section>
      <Section title="ads" items={loaderData.ads} keyOf={(ad) => ad.id} testId="person-ads">
        {(ad) => (
          <>
            <Link to={`/${locale}/ad/${ad.slug}`} className="text-brand-700 underline">
              {ad.title}
            </Link>{' '}
            · {adStatusName(locale, ad.status)}
          </>
        )}
      </Section>
      <Section title="reports" items={loaderData.reports} keyOf={(r) => r.id}>
        {(r) =>
          `${r.ad.title}: ${reportReason(locale, r.reason)}${r.message ? ` (${r.message})` : ''} · ${reportStatusName(locale, r.status)}`
        }
      </Section>
      <section data-testid="person-chat-reports">
        <h2 className="mt-6 text-lg font-semibold">{t('chatReportsAbout')}</h2>
        {loaderData.chatReports.length === 0 ? <p className="text-sm">{t('none')}</p> : null}
        <div className="flex flex-col gap-2">
          {loaderData.chatReports.map((report) => (
            <ChatReportCard key={report.id} report={report} act={false} />
          ))}
        </div>
      </section>
      <Section title="payments" items={loaderData.payments} keyOf={(p) => p.code}>
        {(p) =>
          `${p.code} · ${formatPoisha(locale, p.amount_poisha)} · ${p.state} · ${formatDate(locale, new Date(p.created_at))}`
        }
      </Section>
    </main>
  );
}
