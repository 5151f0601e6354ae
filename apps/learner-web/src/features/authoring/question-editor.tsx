import { Trans, useLingui } from '@lingui/react/macro'
import { MediaView } from '../../ui/media-view'
import { quizMediaOf } from '../course/quiz/quiz-media'
import { styles } from './authoring-styles'
import { BilingualField } from './bilingual-field'
import { nextOptionId, type QuestionDraft } from './quiz-draft'

/** Props of {@link QuestionEditor}. */
export interface QuestionEditorProps {
  readonly question: QuestionDraft
  readonly number: number
  readonly count: number
  readonly disabled: boolean
  readonly onChange: (question: QuestionDraft) => void
  readonly onMove: (step: -1 | 1) => void
  readonly onRemove: () => void
}

/** One quiz question: prompt, options with the right one(s) marked, or accepted answers. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { t } = useLingui()
  const { question, number, onChange } = props
  const kindLabel =
    question.kind === 'single'
      ? t`One right answer`
      : question.kind === 'multiple'
        ? t`Several right answers`
        : t`Short written answer`

  function toggleCorrect(optionId: string, checked: boolean) {
    const others = question.correct_option_ids.filter((id) => id !== optionId)
    const correct =
      question.kind === 'single'
        ? checked
          ? [optionId]
          : []
        : checked
          ? [...others, optionId]
          : others
    onChange({ ...question, correct_option_ids: correct })
  }

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">
          <Trans>
            Question {number} · {kindLabel}
          </Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={styles.small}
            aria-label={t`Move question ${number} up`}
            disabled={props.disabled || number === 1}
            onClick={() => props.onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.small}
            aria-label={t`Move question ${number} down`}
            disabled={props.disabled || number === props.count}
            onClick={() => props.onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className={styles.danger}
            aria-label={t`Remove question ${number}`}
            disabled={props.disabled}
            onClick={props.onRemove}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
        <div className="mt-3">
          <BilingualField
            id={`question-${number}-prompt`}
            label={<Trans>Prompt</Trans>}
            value={{ en: question.prompt_en, ar: question.prompt_ar }}
            onChange={(value) =>
              onChange({ ...question, prompt_en: value.en, prompt_ar: value.ar })
            }
            required
            maxLength={1000}
            disabled={props.disabled}
          />
        </div>
        {question.media_path ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <QuestionMedia path={question.media_path} number={number} />
            <button
              type="button"
              className={styles.small}
              disabled={props.disabled}
              onClick={() => onChange({ ...question, media_path: null })}
            >
              <Trans>Remove the picture or recording</Trans>
            </button>
          </div>
        ) : null}
        {question.kind === 'short' ? (
          <div className="mt-3">
            <label htmlFor={`question-${number}-answers`} className={styles.label}>
              <Trans>
                Accepted answers, one per line (compared without case, Arabic letter forms or
                diacritics)
              </Trans>
            </label>
            <textarea
              id={`question-${number}-answers`}
              rows={3}
              value={question.accepted_answers.join('\n')}
              disabled={props.disabled}
              onChange={(event) =>
                onChange({ ...question, accepted_answers: event.target.value.split('\n') })
              }
              className={styles.input}
            />
          </div>
        ) : (
          <div className="mt-3 space-y-3">
            {question.options.map((option, index) => (
              <div key={option.id} className="rounded-lg bg-slate-50 p-3">
                <BilingualField
                  id={`question-${number}-option-${option.id}`}
                  label={<Trans>Option {index + 1}</Trans>}
                  value={{ en: option.text_en, ar: option.text_ar }}
                  onChange={(value) =>
                    onChange({
                      ...question,
                      options: question.options.map((item) =>
                        item.id === option.id
                          ? { ...item, text_en: value.en, text_ar: value.ar }
                          : item,
                      ),
                    })
                  }
                  required
                  maxLength={300}
                  disabled={props.disabled}
                />
                <div className="mt-2 flex flex-wrap items-center gap-4">
                  <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                    <input
                      type={question.kind === 'single' ? 'radio' : 'checkbox'}
                      name={`question-${number}-correct`}
                      className="size-4"
                      checked={question.correct_option_ids.includes(option.id)}
                      disabled={props.disabled}
                      onChange={(event) => toggleCorrect(option.id, event.target.checked)}
                    />
                    <Trans>Right answer</Trans>
                  </label>
                  {question.options.length > 2 ? (
                    <button
                      type="button"
                      className={styles.danger}
                      aria-label={t`Remove option ${index + 1} of question ${number}`}
                      disabled={props.disabled}
                      onClick={() =>
                        onChange({
                          ...question,
                          options: question.options.filter((item) => item.id !== option.id),
                          correct_option_ids: question.correct_option_ids.filter(
                            (id) => id !== option.id,
                          ),
                        })
                      }
                    >
                      <Trans>Remove option</Trans>
                    </button>
                  ) : null}
                </div>
              </div>
            ))}
            <button
              type="button"
              className={styles.small}
              disabled={props.disabled || question.options.length >= 8}
              onClick={() =>
                onChange({
                  ...question,
                  options: [
                    ...question.options,
                    { id: nextOptionId(question.options), text_en: '', text_ar: '' },
                  ],
                })
              }
            >
              <Trans>Add option</Trans>
            </button>
          </div>
        )}
      </fieldset>
    </li>
  )
}

/**
 * The content-bank picture or recording a question shows, as the learner will see it. The author
 * chose it from the bank, where its title is: the picture's preview adds nothing to read.
 */
function QuestionMedia({ path, number }: { readonly path: string; readonly number: number }) {
  const { t } = useLingui()
  const media = quizMediaOf(path, '')
  if (!media) return null
  const label = media.kind === 'audio' ? t`Recording for question ${number}` : ''
  return <MediaView media={{ ...media, alt: label }} className="max-h-32" />
}
