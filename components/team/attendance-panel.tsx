'use client';

import { useTranslations } from 'next-intl';
import { todayInIndia } from '@/lib/forms/field-values';
import { AttendanceRegister, type RegisterApi } from './attendance-register';
import { AttendanceReport, type ReportApi } from './attendance-report';
import { WorkspaceSection } from './workspace-section';

export interface AttendanceApi {
  register: RegisterApi;
  report: ReportApi;
}

/** Training attendance: the coach's register for the field, and the month's reports with their CSV files. */
export function AttendancePanel({ api, now = new Date() }: { api: AttendanceApi; now?: Date }) {
  const t = useTranslations('Attendance');
  const today = todayInIndia(now);
  return (
    <WorkspaceSection id="attendance-title" title={t('title')} intro={t('intro')}>
      <AttendanceRegister api={api.register} today={today} />
      <AttendanceReport api={api.report} thisMonth={today.slice(0, 7)} />
    </WorkspaceSection>
  );
}
