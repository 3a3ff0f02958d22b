import { inject } from 'vitest';

// The midnight run: the workers' wall clock (Date) starts a second before Helsinki midnight,
// 29 seconds after the test clock, and runs on, so every file crosses midnight on the wall while
// its test clock stays on the day the template was seeded on. A read of the wall clock instead
// of the test clock (in the server or in a test) then sees the next day and fails the file.
// Only "now" moves. vitest's fake Date (like a subclass) brings a Date.prototype of its own, from
// which @date-fns/tz would copy no methods: its TZDate would then read hours in UTC.
const SystemDate = Date;
const offset = new SystemDate(inject('clockStart')).getTime() + 29_000 - SystemDate.now();
const wallNow = () => SystemDate.now() + offset;

// A proxy, not a subclass: Date.prototype, instanceof and subclasses (TZDate) stay the real ones.
globalThis.Date = new Proxy(SystemDate, {
  construct: (target, value: unknown[], newTarget: NewableFunction) =>
    Reflect.construct(target, value.length === 0 ? [wallNow()] : value, newTarget) as object,
  get: (target, property, receiver) =>
    property === 'now' ? wallNow : Reflect.get(target, property, receiver),
});
