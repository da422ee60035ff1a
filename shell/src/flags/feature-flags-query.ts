import { from } from '@opsdeck/contracts';

/** The `<feature>.disable` properties. */
export const featureFlagsQuery = from('properties').select('name,value').like('name', '*.disable');
