'use client';
import type { FieldsProps } from '../fields-props';
import { HeadingAndText } from '../HeadingAndText';

export const TextFields = (props: FieldsProps<'text'>) => <HeadingAndText {...props} />;
