import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { Skeleton } from '../../../ui';
import { useMyPrompts } from '../promptsApi';
import { FormSection } from './EditSections';
import { PromptEditor } from './PromptEditor';

/** Edit Profile's Prompts: the own answers, saved on their own (PUT /api/me/prompts). */
export function PromptsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('prompts');
  const mine = useMyPrompts();
  return (
    <FormSection title={t('title')}>
      {mine.isPending && <Skeleton className="h-24 w-full" />}
      {mine.isError && (
        <p role="alert" className="text-neutral-700">
          {errorText(mine.error)}
        </p>
      )}
      {mine.data && <PromptEditor initial={mine.data.prompts} disabled={readOnly} />}
    </FormSection>
  );
}
