// Memory settings for lendocs' worker threads (the build itself, Markdown on load, drawing pages on render).
//
// V8 gives every thread its own young generation, grown up to 16 MB per semi-space (32 MB resident) in each. A
// scale-15 build has three or four threads at its peaks (the build thread and two Markdown workers, then the build
// thread and the render worker), and their young generations were about a sixth of its memory. Each gets a young
// generation of 12 MB (4 MB semi-spaces): alone it saves little, as old-generation garbage then sets the peak; with
// the heap's growth limited (bin/lendocs.js) the peak at scale 15 is 370-375 MB instead of 450-510, for about 8 %
// more CPU time (bench/RESULTS.md, "Peak memory").

/** `resourceLimits` for every worker thread lendocs starts. */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 12 } as const;
