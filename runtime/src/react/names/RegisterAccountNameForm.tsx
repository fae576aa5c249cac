import { useEffect, useId } from 'react';
import { Button } from '../primitives/Button/Button.js';
import { Notice } from '../primitives/Notice/Notice.js';
import { stackSheet } from '../primitives/Stack/Stack.css.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { sendFormSheet } from '../wallet/SendForm.css.js';
import { registerAccountNameFormSheet } from './RegisterAccountNameForm.css.js';
import { useNames } from './useNames.js';
import { useText } from '../i18n/useText.js';
import { NAMES_TEXT } from '../i18n/messages/en-names.js';
import { StackedForm } from '../primitives/Form/StackedForm.js';

/** Suggestions are asked for once the visitor has stopped typing for this long. */
const SUGGESTIONS_DEBOUNCE_MS = 500;

/**
 * The RegisterAccountName view: a name field that says while typing what the rule still
 * needs, free names close to what was typed, and the button that asks the wallet to sign.
 * A failed registration comes back here with its reason.
 */
export function RegisterAccountNameForm() {
  const { t } = useText(NAMES_TEXT);
  useComponentStyles(sendFormSheet, stackSheet, registerAccountNameFormSheet);
  const id = useId();
  const names = useNames();
  const { input, feedback, suggestions, loading, error } = names;

  useEffect(() => {
    if (!feedback.valid) return;
    const timer = setTimeout(() => void names.fetchSuggestions(), SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The actions are stable per kit; ask again when the input changes.
  }, [input, feedback.valid]);

  return (
    <StackedForm onSubmit={() => void names.register()}>
      <Text variant="secondary">{t('names.intro')}</Text>
      <label className="wk-field" htmlFor={`${id}-name`}>
        <span>{t('names.label')}</span>
        <input
          id={`${id}-name`}
          className="wk-input"
          autoComplete="off"
          spellCheck={false}
          placeholder="your-name"
          aria-invalid={feedback.message ? true : undefined}
          aria-describedby={`${id}-hint`}
          data-testid="wk-name-input"
          value={input}
          onChange={(event) => names.setInput(event.target.value)}
        />
      </label>
      <p
        id={`${id}-hint`}
        className="wk-name-hint"
        aria-live="polite"
        data-invalid={feedback.message ? '' : undefined}
        data-testid="wk-name-feedback"
      >
        {feedback.problem
          ? t(`names.problem.${feedback.problem}`)
          : feedback.valid
            ? t('names.valid')
            : t('names.rule')}
      </p>
      {suggestions.length > 0 && (
        <ul className="wk-name-suggestions" aria-label={t('names.suggestions')}>
          {suggestions.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="wk-name-suggestion"
                data-testid={`wk-name-suggestion-${name}`}
                onClick={() => names.setInput(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <Notice data-testid="wk-name-error">{error}</Notice>}
      <Button
        type="submit"
        fullWidth
        disabled={!feedback.valid}
        loading={loading}
        data-testid="wk-name-submit"
      >
        {t('names.register')}
      </Button>
    </StackedForm>
  );
}
