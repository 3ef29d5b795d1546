import type { OwnProfile } from '@dating/shared';
import { ArrowLeft, Flag, Pencil, ShieldBan } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, Skeleton, useToast } from '../../../ui';
import { useSession } from '../../auth';
import { ProfileActions } from '../../discovery';
import { BlockDialog, ReportDialog } from '../../safety';
import { useMe, useMemberProfile } from '../api';
import { ProfileDetails, type ProfileView } from '../components/ProfileDetails';
import { useMyPrompts } from '../promptsApi';

/** The own profile as others see it: gender only when the member chose to show it. */
function ownView(me: OwnProfile): ProfileView {
  return { ...me, gender: me.show_gender ? me.gender : null, distance_km: null };
}

function TopBar({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const back = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.settings);
  };
  return (
    <div className="flex min-h-14 items-center gap-2 px-2">
      <Button variant="ghost" size="icon" onClick={back} aria-label={t('back')}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Button>
      <p className="flex-1 truncate text-lg font-semibold text-neutral-900">{title}</p>
      {action}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('profile');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="aspect-[3/4] w-full rounded-none" />
      <div className="flex flex-col gap-3 px-5">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="px-5 py-10 text-center text-neutral-700">
      {message}
    </p>
  );
}

function OwnProfileView() {
  const { t } = useTranslation('profile');
  const { data: session } = useSession();
  const me = useMe();
  const prompts = useMyPrompts();
  const edit = (
    <Link to={paths.editProfile} className={buttonClasses('secondary', 'md')}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('editProfile')}
    </Link>
  );
  let body: ReactNode;
  if (!session?.id) body = <Failure message={t('noId')} />;
  else if (me.isPending) body = <Loading />;
  // Offline, the profile the device kept (lib/offline) still shows.
  else if (!me.data) body = <Failure message={t('notFound')} />;
  else body = <ProfileDetails profile={ownView(me.data)} prompts={prompts.data?.prompts} />;
  return (
    <section className="flex flex-1 flex-col">
      <TopBar title={t('myProfile')} action={me.data ? edit : undefined} />
      {body}
    </section>
  );
}

function MemberProfileView({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const member = useMemberProfile(userId);
  const { t: ts } = useTranslation('safety');
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const name = member.data?.first_name ?? null;
  // Once blocked the profile is gone for us: back to where the member came from.
  const leave = () => void navigate(paths.home, { replace: true });
  const report = member.data ? (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setReporting(true)}
        aria-label={name ? t('report.open', { name }) : t('report.titleNoName')}
      >
        <Flag aria-hidden="true" className="size-5 text-neutral-600" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setBlocking(true)}
        aria-label={ts('block.open', { name: name || ts('block.someone') })}
      >
        <ShieldBan aria-hidden="true" className="size-5 text-neutral-600" />
      </Button>
    </>
  ) : undefined;
  let body: ReactNode;
  if (member.isPending) body = <Loading />;
  else if (member.isError) body = <Failure message={t('notFound')} />;
  else
    body = (
      <>
        <ProfileDetails profile={member.data} prompts={member.data.prompts} />
        <ProfileActions profile={member.data} />
      </>
    );
  return (
    <section className="flex flex-1 flex-col">
      <TopBar title={name ?? t('profile')} action={report} />
      {body}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        userId={userId}
        name={name}
        onSubmitted={(blocked) => {
          toast.show(t('report.success'), 'success');
          if (blocked) leave();
        }}
      />
      <BlockDialog
        open={blocking}
        onOpenChange={setBlocking}
        userId={userId}
        name={name}
        onBlocked={leave}
      />
    </section>
  );
}

/** /profile (own), /profile/:userId and /user/:userId (another member). */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const params = useParams();
  const { data: session } = useSession();
  if (!('userId' in params)) return <OwnProfileView />;
  const userId = params.userId?.trim();
  if (!userId) {
    return (
      <section className="flex flex-1 flex-col">
        <TopBar title={t('profile')} />
        <Failure message={t('noId')} />
      </section>
    );
  }
  if (userId === session?.id) return <OwnProfileView />;
  return <MemberProfileView key={userId} userId={userId} />;
}
