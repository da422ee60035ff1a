import { JOB_HISTORY, jobDetailsTitle, NO_DETAILS_FOUND, type JobHistory } from '@opsdeck/contracts';
import { Box, CodeBlock, EmptyState, List } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { Tabs } from '@opsdeck/shared/tabs';
import { jobDetailTabs } from '../lib/job-details';

export interface JobDetailsModalProps {
  job: JobHistory;
  onClose: () => void;
}

const [ERRORS] = JOB_HISTORY.detailTabs;

/** "Details for job {name}": only the tabs with content (Errors, Scrape Summary, Reconcile Summary). */
export function JobDetailsModal({ job, onClose }: JobDetailsModalProps) {
  const tabs = jobDetailTabs(job.details);
  return (
    <Modal open onClose={onClose} title={jobDetailsTitle(job.name ?? job.id)} size="large" data-testid="job-details">
      {tabs.length === 0 ? (
        <EmptyState size="sm" title={NO_DETAILS_FOUND} />
      ) : (
        <Tabs.Root defaultValue={tabs[0]!.label} lazyMount>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.label} value={tab.label}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.label} value={tab.label}>
              {tab.label === ERRORS ? (
                <List.Root gap="1" ps="4">
                  {(tab.content as unknown[]).map((error, index) => (
                    <List.Item key={index}>
                      <Box as="span" fontFamily="mono" fontSize="sm" whiteSpace="pre-wrap">
                        {typeof error === 'string' ? error : JSON.stringify(error)}
                      </Box>
                    </List.Item>
                  ))}
                </List.Root>
              ) : (
                <CodeBlock code={JSON.stringify(tab.content, null, 2)} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Modal>
  );
}
