import {
  DEPOSIT_PROOF_MESSAGE,
  depositFieldsSchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/forms';
import { refusalText } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { checkPicture, type PictureCheck } from '../../../lib/imageResize';
import { Button, TextField, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useDeposit, useWallet } from '../api';
import { DepositRate, MethodSelect, PaymentAccount, ProofField } from './DepositParts';
import { TransactionList } from './TransactionList';

/** The deposit form: the shared fields, and a payment screenshot (an image file). */
const depositFormSchema = depositFieldsSchema.extend({
  proof: z.custom<File>((value) => value instanceof File, DEPOSIT_PROOF_MESSAGE),
});

type DepositForm = {
  payment_method: PaymentMethod;
  transaction_ref: string;
  /** As typed: the shared schema reads digits as the number, empty as not stated. */
  amount_kyat: string;
  proof: File | null;
};

const EMPTY: DepositForm = {
  payment_method: PAYMENT_METHODS[0],
  transaction_ref: '',
  amount_kyat: '',
  proof: null,
};

/** Why a chosen file cannot be the screenshot: the wrong kind of file, or one that does not open. */
function proofRefusal(check: PictureCheck, file: File, t: TFunction<'shop'>): string {
  if (check === 'unsupported') return t('IMAGE_FORMAT_UNSUPPORTED', { ns: 'errors' });
  if (file.type && !file.type.startsWith('image/')) return t('IMAGE_REQUIRED', { ns: 'errors' });
  return t('deposit.unreadable');
}

/** Deposit: pay one of the accounts, then send the screenshot for an admin to verify. */
export function DepositTab() {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const id = useId();
  const wallet = useWallet();
  const deposit = useDeposit();
  // A View As tab changes nothing: disabled, and said so (issue 31).
  const readOnly = useViewingAs();
  // One key per deposit: a retry after a failure sends it again, a success starts a new one.
  const submission = useIdempotencyKey();
  const form = useSchemaForm({ schema: depositFormSchema, initialValues: EMPTY });
  const { payment_method: method, proof } = form.values;
  const account = wallet.data?.payment_methods.find((m) => m.id === method);
  // A new file input after a reset or a refused file: it cannot be emptied otherwise.
  const [fileInputKey, setFileInputKey] = useState(0);

  // The chosen file is opened as a picture before it is kept, previewed or sent (issue 34).
  const [checking, setChecking] = useState(false);
  const latestPick = useRef(0);
  // The file the latest check keeps (null: refused, or none chosen).
  const checked = useRef<Promise<File | null>>(Promise.resolve(null));

  const checkFile = async (file: File, pick: number): Promise<File | null> => {
    const check = await checkPicture(file);
    // A file picked since answers for itself.
    if (pick !== latestPick.current) return checked.current;
    setChecking(false);
    // 'unknown': nothing here decodes that format; the server decides.
    if (check === 'picture' || check === 'unknown') {
      form.setValue('proof', file);
      return file;
    }
    setFileInputKey((key) => key + 1);
    form.setError('proof', proofRefusal(check, file, t));
    return null;
  };

  const chooseFile = (file: File | undefined) => {
    const pick = ++latestPick.current;
    form.setValue('proof', null);
    setChecking(file !== undefined);
    checked.current = file ? checkFile(file, pick) : Promise.resolve(null);
  };

  const send = form.handleSubmit(async ({ proof: screenshot, ...fields }) => {
    try {
      await deposit.mutateAsync({ fields, proof: screenshot, idempotencyKey: submission.key });
    } catch (error) {
      toast.show(t('failed', { message: refusalText(error, t) }), 'error');
      return;
    }
    submission.renew();
    toast.show(t('deposit.success'), 'success');
    form.reset({ ...EMPTY, payment_method: method });
    setFileInputKey((key) => key + 1);
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Submit right after choosing a screenshot waits for its check.
    const screenshot = checking ? await checked.current : proof;
    // The missing screenshot is also said in a toast (docs/product.md#messages).
    if (!screenshot) toast.show(t('DEPOSIT_PROOF_REQUIRED', { ns: 'errors' }), 'error');
    await send();
  };

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <MethodSelect
          id={`${id}-method`}
          value={method}
          error={form.errors.payment_method}
          onChange={(value) => form.setValue('payment_method', value)}
        />

        {account && <PaymentAccount account={account} />}

        <TextField
          label={t('deposit.reference')}
          hint={t('deposit.referenceHint')}
          {...form.field('transaction_ref')}
          autoComplete="off"
        />

        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('deposit.amount')}
            hint={t('deposit.amountHint')}
            {...form.field('amount_kyat')}
            inputMode="numeric"
            autoComplete="off"
          />
          <DepositRate amountText={form.values.amount_kyat} rate={wallet.data?.coins_per_kyat} />
        </div>

        <ProofField
          key={fileInputKey}
          id={`${id}-proof`}
          file={proof}
          checking={checking}
          error={form.errors.proof}
          onFile={chooseFile}
        />

        <ViewAsReadOnly />
        <Button type="submit" size="lg" loading={deposit.isPending} disabled={readOnly}>
          {deposit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
