import { EmptyState, PageHeader, Stack } from '@axia/design-system';
import { MESSAGES_TEXT as TEXT } from '../messages';

/** /messages (seed 002 §2: a placeholder page): its heading and an empty state, as there are no messages yet. */
export function MessagesScreen() {
  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} />
      <EmptyState
        title={TEXT.emptyTitle}
        description={TEXT.emptyDescription}
        icon="info"
        headingLevel={2}
      />
    </Stack>
  );
}
