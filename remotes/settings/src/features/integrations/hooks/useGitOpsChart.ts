import type { GitOpsOption } from '@opsdeck/contracts';
import { useEffect, useState } from 'react';
import { loadChart, type GitOpsChart } from '../lib/charts';

/** The option's chart, loaded with its own code chunk (schemas are a few dozen KB). */
export function useGitOpsChart(option: GitOpsOption): { chart?: GitOpsChart; error?: unknown } {
  const [state, setState] = useState<{ chart?: GitOpsChart; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    setState({});
    loadChart(option).then(
      (chart) => live && setState({ chart }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [option]);
  return state;
}
