// The one set of proto-loader options, used both to load the protos at run time and to
// generate the committed TypeScript types, so the types always describe what is loaded.
// defaults: true fills unset scalars; fields marked `optional` in the protos stay absent.
export const loaderOptions = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  arrays: true,
  objects: true,
  oneofs: true,
} as const;

/** The same options as proto-loader-gen-types command-line flags. */
export const generatorFlags: string[] = [
  '--keepCase',
  '--longs=Number',
  '--enums=String',
  '--defaults',
  '--arrays',
  '--objects',
  '--oneofs',
  '--grpcLib=@grpc/grpc-js',
];
