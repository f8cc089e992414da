'use client';
import type { FieldsProps } from '../fields-props';
import { ListingFields } from '../latest-news/Fields';

export const OpenJobsFields = (props: FieldsProps<'open-jobs'>) => ListingFields(props);
