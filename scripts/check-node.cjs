// Runs before the project's scripts on whatever Node is installed (plain CommonJS, no syntax newer
// than Node 8), so an old Node says what to do instead of "bad option: --experimental-strip-types".
/* global process, console */
'use strict';
var NEED = [22, 13];
var have = process.versions.node.split('.').map(Number);
if (have[0] > NEED[0] || (have[0] === NEED[0] && have[1] >= NEED[1])) process.exit(0);
var dir = '~/.cache/storefront-node24';
console.error(
  'This project needs Node ' +
    NEED.join('.') +
    ' or newer; this is Node ' +
    process.versions.node +
    '. Get Node 24 for it without touching the system one: npm install --prefix ' +
    dir +
    ' node@24 && export PATH=' +
    dir.replace('~', '$HOME') +
    '/node_modules/.bin:$PATH',
);
process.exit(1);
