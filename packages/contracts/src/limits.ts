// Limits that belong to a call's contract, so that its server and its clients read one number.

/** The most ids one ResourcesService.DescribeResources takes; a client asks for more in chunks. */
export const MAX_DESCRIBED_RESOURCES = 10_000;
