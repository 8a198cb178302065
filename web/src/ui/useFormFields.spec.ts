// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './useFormFields';

type Values = { name: string; city: string };

const validate = (values: Values) => ({
  name: values.name.trim() === '' ? 'Name is required.' : undefined,
});

function renderForm(initial: Values = { name: '', city: '' }) {
  return renderHook(() => useFormFields(initial, validate));
}

/** What an input hands to onChange when the user types. */
function typed(value: string) {
  return { target: { value } } as ChangeEvent<HTMLInputElement>;
}

describe('useFormFields', () => {
  it('keeps an invalid field quiet while it is being typed in', () => {
    const { result } = renderForm();
    act(() => {
      result.current.textFieldProps('city').onChange(typed('Cork'));
    });
    expect(result.current.values).toEqual({ name: '', city: 'Cork' });
    expect(result.current.textFieldProps('name').error).toBeUndefined();
  });

  it('shows the error once the field is left', () => {
    const { result } = renderForm();
    act(() => {
      result.current.textFieldProps('name').onBlur();
    });
    expect(result.current.textFieldProps('name').error).toBe('Name is required.');
  });

  it('shows every error once the form is submitted, and none for valid fields', () => {
    const { result } = renderForm();
    act(() => {
      result.current.markSubmitted();
    });
    expect(result.current.submitted).toBe(true);
    expect(result.current.shown('name')).toBe('Name is required.');
    expect(result.current.shown('city')).toBeUndefined();
  });

  it('binds a text field to its value and follows what is typed', () => {
    const { result } = renderForm({ name: 'Ada', city: '' });
    expect(result.current.textFieldProps('name').value).toBe('Ada');
    act(() => {
      result.current.textFieldProps('name').onChange(typed('Grace'));
    });
    expect(result.current.textFieldProps('name').value).toBe('Grace');
  });

  it('shows a server error at once and clears it when that field is edited', () => {
    const { result } = renderForm({ name: 'Ada', city: 'Cork' });
    act(() => {
      result.current.showServerError('city', 'We do not deliver there.');
    });
    expect(result.current.shown('city')).toBe('We do not deliver there.');
    act(() => {
      result.current.set('name', 'Grace');
    });
    expect(result.current.shown('city')).toBe('We do not deliver there.');
    act(() => {
      result.current.set('city', 'Galway');
    });
    expect(result.current.shown('city')).toBeUndefined();
  });

  it('starts over on reset: new values, nothing touched, not submitted', () => {
    const { result } = renderForm({ name: 'Ada', city: '' });
    act(() => {
      result.current.touch('name');
      result.current.markSubmitted();
      result.current.showServerError('city', 'Unknown city.');
    });
    act(() => {
      result.current.reset({ name: '', city: '' });
    });
    expect(result.current.values).toEqual({ name: '', city: '' });
    expect(result.current.submitted).toBe(false);
    expect(result.current.shown('name')).toBeUndefined();
    expect(result.current.shown('city')).toBeUndefined();
  });
});
