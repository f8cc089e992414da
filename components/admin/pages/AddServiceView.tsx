'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { addressFormatProblem } from '@/lib/domain/service-address';
import type { NewServiceInput } from '@/page-kinds/service/shape';
import type { NewOwnPageInput } from '@/page-kinds/own/shape';
import { ApiError } from '../queries/api-fetch';
import { useAddService } from '../queries/pages';
import { PageTitle } from '../ui/PageTitle';
import { SubmitButton } from '../ui/SubmitButton';
import { AddressField } from '../page-fields/AddressField';
import { copyText } from '../page-fields/copy-text';
import { editPagePath } from './PagesView';
import formStyles from '../ui/AdminForm.module.css';

type Input = NewServiceInput;

/**
 * Add service: the four parts a service needs (title, address, summary, introduction); or, as
 * `kind` 'page', Add page: a page of the firm's own, its title and address. It is made as a
 * draft and opens in its editor, where the rest is added and it is published.
 */
export function AddServiceView({ kind = 'service' }: { kind?: 'service' | 'page' }) {
  const router = useRouter();
  const add = useAddService();
  const [input, setInput] = useState<Input>({ title: '', address: '', summary: '', intro: '' });
  const noun = kind === 'page' ? 'page' : 'service';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = copyText(input, setInput, errors);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const address = addressFormatProblem(input.address.trim());
    if (address) {
      setErrors({ address });
      return;
    }
    setErrors({});
    try {
      const { key } = await add.mutateAsync(
        kind === 'page'
          ? ({ kind: 'page', title: input.title, address: input.address } satisfies NewOwnPageInput)
          : input,
      );
      router.push(editPagePath(key));
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        setRefusal(error.serverMessage ?? `The ${noun} could not be added.`);
      } else
        setRefusal(`The ${noun} could not be added. Please check your connection and try again.`);
    }
  }

  return (
    <>
      <PageTitle>Add a {noun}</PageTitle>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label={`Add a ${noun}`}>
        <p className={formStyles.hint}>
          {kind === 'page'
            ? 'A new page starts as a draft with no sections: build it from sections in its editor, then publish it. It then appears in the sitemap and site search; link to it from Menus.'
            : 'A new service page starts as a draft: add what you like in its editor, then publish it. It then appears in the Services menu, the home page, the footer, the contact form and site search.'}
        </p>
        {text('title', 'Title')}
        <AddressField
          value={input.address}
          error={errors.address}
          onChange={(address) => setInput({ ...input, address })}
          hint="The page’s address after the site’s domain, e.g. payroll-services for /payroll-services: lower-case letters, digits and hyphens."
        />
        {kind === 'service' ? (
          <>
            {text('summary', 'Summary', 2)}
            {text('intro', 'Introduction', 5)}
          </>
        ) : null}
        <p role="alert" className={formStyles.error}>
          {refusal}
        </p>
        <div className="button-row">
          <SubmitButton busy={add.isPending} busyLabel="Adding...">
            Add {noun}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
