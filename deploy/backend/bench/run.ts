// `pnpm --filter @opsdeck/backend bench`: the engine benchmark (see engine.ts for options).
import './engine';
