import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { isApiErrorCode } from '@chapkhana/shared/errors';
import {
  checkShopSettings,
  shopSettingsInputSchema,
  type ShopSettingsInput,
  type ShopSettingsValues,
} from '@chapkhana/shared/settings';
import { fieldError } from '@/lib/field-error';

const shapeResolver = fieldResolver(shopSettingsInputSchema);

/**
 * The form's checks: the contract's shape, then what the API checks too (phone numbers, email,
 * https links). A problem's message is its error code, so the form shows the same translated
 * sentence (`apiErrors.<code>`) as for the server's refusal.
 */
export const settingsResolver: Resolver<ShopSettingsInput, unknown, ShopSettingsValues> = async (
  values,
  context,
  options,
) => {
  const shaped = shopSettingsInputSchema.safeParse(values);
  // The schema's own messages, placed by field, as every console form shows them.
  if (!shaped.success) return shapeResolver(values, context, options);
  const checked = checkShopSettings(shaped.data);
  if (checked.ok) return { values: checked.value, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const { field, code } of checked.problems) {
    const [top = field, network] = field.split('.');
    const error = { type: 'validate', message: code };
    if (network) errors[top] = { ...(errors[top] as object | undefined), [network]: error };
    else errors[top] = error;
  }
  return { values: {}, errors: errors as FieldErrors<ShopSettingsInput> };
};

/** A settings field's error in the console's language: an error code, or a schema message. */
export function settingsFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (message && isApiErrorCode(message)) return t(`apiErrors.${message}`);
  return fieldError(t, message);
}
