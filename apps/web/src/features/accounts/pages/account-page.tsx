import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { SectionCard } from '../../../ui/section-card';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useAccount } from '../api';
import { Devices } from '../components/devices';
import { EmailForm } from '../components/email-form';
import { DeleteAccount, DownloadData } from '../components/own-data';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { RemindersSetting } from '../components/reminders-setting';
import { ACCOUNT_TEXT } from '../content';

export default function AccountPage() {
  useTitle(ACCOUNT_TEXT.accountTitle);
  const account = useAccount();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{ACCOUNT_TEXT.accountTitle}</h1>
        <Link to={paths.myPurchases()} className="text-sm font-semibold text-brand-700 underline">
          {ACCOUNT_TEXT.purchasesTitle}
        </Link>
      </div>
      {account.isPending && <LoadingBlock />}
      {account.isError && (
        <ErrorState message={account.error.message} onRetry={() => void account.refetch()} />
      )}
      {account.data && (
        <>
          <SectionCard title={ACCOUNT_TEXT.profileHeading}>
            <ProfileForm account={account.data} />
          </SectionCard>
          <SectionCard title={ACCOUNT_TEXT.emailHeading}>
            <EmailForm account={account.data} />
          </SectionCard>
          <SectionCard title={ACCOUNT_TEXT.passwordHeading}>
            <PasswordForm />
          </SectionCard>
          <SectionCard title={ACCOUNT_TEXT.remindersHeading} intro={ACCOUNT_TEXT.remindersIntro}>
            <RemindersSetting account={account.data} />
          </SectionCard>
          <SectionCard title={ACCOUNT_TEXT.devicesHeading} intro={ACCOUNT_TEXT.devicesIntro}>
            <Devices />
          </SectionCard>
          <DownloadData />
          <DeleteAccount account={account.data} />
        </>
      )}
    </div>
  );
}
