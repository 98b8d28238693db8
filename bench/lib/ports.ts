// Ports for the servers the bench starts: on loopback and below 32768 (@venue/testing's allocator).
export { freePort } from '@venue/testing';
