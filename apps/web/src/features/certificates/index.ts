/* What other features may use of certificates: nothing yet; its pages are reached through the route table. */
export {};
