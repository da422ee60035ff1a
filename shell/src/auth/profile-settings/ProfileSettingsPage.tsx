import { useSearchParams } from 'react-router-dom';
import { AUTH_PAGE_LINKS, AUTH_ROUTES } from '@opsdeck/contracts';
import { Card, Heading, Link, Stack, Text } from '@opsdeck/shared';
import { settingsFlowClient } from '../self-service/api/flow-clients';
import type { SelfServiceFlow } from '../self-service/api/schemas';
import { sameOriginPath } from '../self-service/browser';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowForm } from '../self-service/components/FlowForm';
import { FlowMessages } from '../self-service/components/FlowMessages';
import { FlowGate } from '../self-service/components/FlowView';
import { formForGroup } from '../self-service/components/node-groups';
import { useSelfServiceFlow } from '../self-service/hooks/useSelfServiceFlow';
import { SETTINGS_SECTIONS } from './sections';
import { useTimedBanner } from './useTimedBanner';

type SettingsState = ReturnType<typeof useSelfServiceFlow>;

function Sections({ flow, state }: { flow: SelfServiceFlow; state: SettingsState }) {
  return (
    <Stack gap="6" key={state.revision}>
      {SETTINGS_SECTIONS.map(({ title, groups, unavailable }) => {
        const nodes = formForGroup(flow, groups);
        const headingId = `settings-${groups[0]}`;
        return (
          <Card.Root key={title} as="section" aria-labelledby={headingId}>
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md" id={headingId}>
                  {title}
                </Heading>
                {nodes.length === 0 ? (
                  <Text color="fg.muted">{unavailable}</Text>
                ) : (
                  <FlowForm
                    nodes={nodes}
                    action={flow.ui.action}
                    submitting={state.submitting}
                    onSubmit={(body) => void state.submit(body)}
                  />
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** /profile-settings: the six sections, with the forms of the methods the server offers; the saved/failed banner clears itself. */
export function ProfileSettingsPage() {
  const [params] = useSearchParams();
  const state = useSelfServiceFlow(settingsFlowClient);
  const bannerShown = useTimedBanner(state.revision);
  // Where the user came from (the user menu passes it) wins over the flow's default return address.
  const back = sameOriginPath(params.get('return_to')) ?? state.flow?.return_to ?? AUTH_ROUTES.defaultReturnTo;
  return (
    <AuthLayout
      width="2xl"
      footer={
        <Link href={back} color="blue.fg">
          {AUTH_PAGE_LINKS.goBack}
        </Link>
      }
    >
      <FlowGate state={state}>
        {(flow) => (
          <Stack gap="6">
            {bannerShown ? <FlowMessages messages={flow.ui.messages} /> : null}
            <Sections flow={flow} state={state} />
          </Stack>
        )}
      </FlowGate>
    </AuthLayout>
  );
}
