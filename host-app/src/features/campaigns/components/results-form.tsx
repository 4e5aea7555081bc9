import { campaignMessages, resultsErrors, type ResultKey } from '@chorus/core';
import { Alert, Button, Card, Loading, SkeletonBlock, TextField, token } from '@chorus/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages, isNotFound } from '../../../hooks/use-query.ts';
import { serverMessage, sendResults, type OfferRef, type UploadProgress } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { useResultsForm } from '../hooks/use-campaigns.ts';
import { detailPath } from '../utils/offer-ref.ts';
import { FileField, UploadProgressBar } from '../../../components/form/form-controls.tsx';
import { Actions } from './panel.tsx';

const Form = styled(Card)`
  max-width: 640px;
  h2 {
    font-size: 1.125rem;
    margin-bottom: 16px;
  }
`;

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: inherit;
`;

const Note = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
`;

/** Screenshots are PDF, JPEG or PNG (campaigns.md §5). */
const SCREENSHOT_ACCEPT = 'application/pdf,image/jpeg,image/png';
const isScreenshotType = (f: File) => ['application/pdf', 'image/jpeg', 'image/png'].includes(f.type);
const metricKeys: readonly string[] = ['Views', 'Shares', 'Comments', 'Swipes', 'StickerTaps'];

export interface ResultsPageProps {
  offer: OfferRef | null;
}

/**
 * The post results form (campaigns.md §2, §5, §8): fields from the form definition, Views required and every count
 * numeric, the screenshot (PDF, JPEG or PNG) required before Submit is enabled; the first server message or 'An
 * Error Has Occured'; success returns to the detail page.
 */
export function ResultsPage({ offer }: ResultsPageProps) {
  useDocumentTitle('Post Results');
  const formId = useId();
  const navigate = useNavigate();
  const definition = useResultsForm(offer);
  const [values, setValues] = useState<Partial<Record<ResultKey, string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const action = useAction(sendResults);

  const back = offer ? (
    <Back to={detailPath(offer)}>
      <ArrowLeft size={16} aria-hidden="true" /> Back
    </Back>
  ) : (
    <Back to="/campaigns">
      <ArrowLeft size={16} aria-hidden="true" /> Campaigns
    </Back>
  );

  if (!offer || isNotFound(definition.error))
    return (
      <>
        <PageHeader eyebrow={back} title="Post Results" />
        <EmptyPanel icon={SearchX} title="We could not find this offer">
          The link may be incomplete, or the offer belongs to another account.
        </EmptyPanel>
      </>
    );
  const d = definition.data;
  if (!d && definition.error)
    return (
      <>
        <PageHeader eyebrow={back} title="Post Results" />
        <ErrorPanel title="We could not load the results form" messages={errorMessages(definition.error)} onRetry={definition.reload} />
      </>
    );
  if (!d)
    return (
      <Loading label="Loading the results form">
        <SkeletonBlock $h="44px" $w="40%" />
        <SkeletonBlock $h="320px" />
      </Loading>
    );

  const errors = checked ? resultsErrors(values) : {};
  const fileError = file && !isScreenshotType(file) ? campaignMessages.invalidFileType : undefined;
  const ready = Boolean(file) && !fileError;
  const fileField = d.Fields.find((f) => f.Type === 'file');

  const submit = async () => {
    setChecked(true);
    if (!file || fileError || Object.keys(resultsErrors(values)).length) return;
    setProgress({ loaded: 0, total: file.size || null });
    const ok = await action.run(offer, { Views: values.Views ?? '', Shares: values.Shares, Comments: values.Comments, Swipes: values.Swipes, StickerTaps: values.StickerTaps, screenshot: file }, setProgress);
    setProgress(null);
    if (ok) navigate(detailPath(offer));
  };

  return (
    <>
      <PageHeader eyebrow={back} title="Post Results" description="Report how your post did, with a screenshot of its views." />
      {d.Submitted ? (
        <Alert tone="success" title="Results submitted">
          Your results are in. The client is verifying your post.
        </Alert>
      ) : (
        <Form
          element="section"
          aria-labelledby={`${formId}-title`}
        >
          <h2 id={`${formId}-title`}>{d.Header}</h2>
          <Fields
            id={formId}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {d.Fields.filter((f) => f.Type === 'number' && metricKeys.includes(f.Name)).map((f) => (
              <TextField
                key={f.Name}
                label={f.Required ? `${f.InputLabel} (required)` : f.InputLabel}
                inputMode="numeric"
                value={values[f.Name as ResultKey] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.Name]: e.target.value }))}
                error={errors[f.Name as ResultKey]}
                required={f.Required}
              />
            ))}
            <FileField
              label={fileField?.InputLabel ?? 'Screenshot of Views'}
              accept={SCREENSHOT_ACCEPT}
              hint="PDF, JPEG or PNG."
              error={fileError}
              onFile={setFile}
              disabled={action.pending}
            />
            {action.pending ? <UploadProgressBar progress={progress} label="Uploading results" /> : null}
            {/* Results form, server error: the first server message, otherwise 'An Error Has Occured' (campaigns.md §8). */}
            {action.error ? <Alert tone="danger">{serverMessage(action.error) ?? campaignMessages.resultsError}</Alert> : null}
            {!ready ? <Note id={`${formId}-incomplete`}>{campaignMessages.completeForm}</Note> : null}
            <Actions>
              <Button type="submit" disabled={!ready} loading={action.pending} aria-describedby={!ready ? `${formId}-incomplete` : undefined}>
                Submit
              </Button>
            </Actions>
          </Fields>
        </Form>
      )}
    </>
  );
}
