import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';
import { PromptEditor } from './PromptEditor';

/**
 * The optional card right after onboarding (docs/product.md#profile-prompts): answer up to three
 * prompts, or skip; either way it closes onto the deck. A new member has no answers yet.
 */
export default function PromptsWelcome({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('prompts');
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('welcome.title')}
      description={t('welcome.body')}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t('welcome.skip')}
        </Button>
      }
    >
      <PromptEditor initial={[]} saveLabel={t('welcome.done')} onSaved={onClose} />
    </Dialog>
  );
}
