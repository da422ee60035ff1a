import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, PRODUCT_NAME, pageTitle } from '@opsdeck/contracts';
import { Card, Center, Flex, Heading, OpsdeckMark, Stack, Text } from '@opsdeck/shared';

export interface AuthLayoutProps {
  /** Page heading inside the card; pages made of titled cards (profile settings) pass none. */
  heading?: string;
  children: ReactNode;
  /** Links under the content (Reset password, Sign in, Go back). */
  footer?: ReactNode;
  width?: string;
}

/** The frame of every sign-in and account page: product name, heading and card, links. */
export function AuthLayout({ heading, children, footer, width = 'md' }: AuthLayoutProps) {
  const { pathname } = useLocation();
  // The route table names every account page; the heading stands in for a path it does not know.
  const documentTitle = matchRoute(pathname)?.route.title ?? heading;
  useEffect(() => {
    document.title = pageTitle(documentTitle, PRODUCT_NAME);
  }, [documentTitle]);
  return (
    <Center as="main" minH="100vh" p="6" bg="bg.subtle">
      <Stack gap="6" w="full" maxW={width}>
        <Flex justify="center" align="center" gap="2">
          <OpsdeckMark boxSize="8" />
          <Text fontWeight="semibold" fontSize="lg">
            {PRODUCT_NAME}
          </Text>
        </Flex>
        {heading ? (
          <Card.Root>
            <Card.Body>
              <Stack gap="6">
                <Heading as="h1" size="xl">
                  {heading}
                </Heading>
                {children}
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : (
          children
        )}
        {footer ? (
          <Stack gap="2" align="center">
            {footer}
          </Stack>
        ) : null}
      </Stack>
    </Center>
  );
}
