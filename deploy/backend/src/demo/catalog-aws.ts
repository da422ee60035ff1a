import type { ConfigItem } from './catalog';
import type { AddItem } from './catalog-builder';
import { DAY, type SeedContext } from './context';

export interface AwsEstate {
  account: ConfigItem;
  regions: Map<string, ConfigItem>;
  subnets: Map<string, ConfigItem[]>;
  securityGroups: ConfigItem[];
  roles: ConfigItem[];
  loadBalancers: ConfigItem[];
  eks: ConfigItem;
}

/** The AWS account: regions, VPCs and subnets, security groups, IAM roles, buckets, RDS, Lambda, load balancers, EKS. */
export function buildAws(ctx: SeedContext, add: AddItem, aws: { id: string }): AwsEstate {
  const { rng } = ctx;
  const account = add(null, {
    name: 'opsdeck-prod',
    type: 'AWS::::Account',
    configClass: 'Account',
    tags: { account: '123456789012' },
    labels: {},
    health: 'healthy',
    status: 'Active',
    ready: true,
    scraperId: aws.id,
    externalId: '123456789012',
    config: { Id: '123456789012', Name: 'opsdeck-prod', Email: 'aws-root@opsdeck.local' },
    createdMsAgo: 93 * DAY,
  });
  const regions = new Map<string, ConfigItem>();
  const vpcs = new Map<string, ConfigItem>();
  const subnets = new Map<string, ConfigItem[]>();
  const securityGroups: ConfigItem[] = [];
  for (const region of ['eu-west-1', 'us-east-1']) {
    const tags = { account: '123456789012', region };
    const r = add(account, {
      name: region,
      type: 'AWS::Region',
      configClass: 'Region',
      tags,
      labels: {},
      health: 'healthy',
      status: 'Available',
      ready: true,
      scraperId: aws.id,
      externalId: `123456789012/${region}`,
      config: { RegionName: region, OptInStatus: 'opt-in-not-required' },
    });
    regions.set(region, r);
    const vpcId = `vpc-0${rng.hex(16)}`;
    const vpc = add(r, {
      name: `${region === 'eu-west-1' ? 'prod' : 'staging'}-vpc`,
      type: 'AWS::EC2::VPC',
      configClass: 'Network',
      tags,
      labels: { Name: `${region}-main` },
      health: 'healthy',
      status: 'available',
      ready: true,
      scraperId: aws.id,
      externalId: vpcId,
      config: {
        VpcId: vpcId,
        CidrBlock: region === 'eu-west-1' ? '10.20.0.0/16' : '10.40.0.0/16',
        State: 'available',
        IsDefault: false,
      },
    });
    vpcs.set(region, vpc);
    const list: ConfigItem[] = [];
    for (const az of ['a', 'b', 'c']) {
      const subnetId = `subnet-0${rng.hex(16)}`;
      list.push(
        add(vpc, {
          name: `${region}${az}-private`,
          type: 'AWS::EC2::Subnet',
          configClass: 'Subnet',
          tags: { ...tags, zone: `${region}${az}` },
          labels: { tier: 'private' },
          health: 'healthy',
          status: 'available',
          ready: true,
          scraperId: aws.id,
          externalId: subnetId,
          config: {
            SubnetId: subnetId,
            AvailabilityZone: `${region}${az}`,
            AvailableIpAddressCount: rng.int(80, 4000),
            MapPublicIpOnLaunch: false,
          },
        }),
      );
    }
    subnets.set(region, list);
    for (const sg of ['eks-nodes', 'rds', 'alb', 'bastion']) {
      const groupId = `sg-0${rng.hex(16)}`;
      securityGroups.push(
        add(vpc, {
          name: `${region}-${sg}`,
          type: 'AWS::EC2::SecurityGroup',
          configClass: 'SecurityGroup',
          tags,
          labels: {},
          health: sg === 'bastion' ? 'warning' : 'healthy',
          status: 'available',
          ready: true,
          scraperId: aws.id,
          externalId: groupId,
          config: {
            GroupId: groupId,
            GroupName: sg,
            Description: `${sg} access`,
            IpPermissions: [
              {
                IpProtocol: 'tcp',
                FromPort: sg === 'rds' ? 5432 : 443,
                ToPort: sg === 'rds' ? 5432 : 443,
                IpRanges: [{ CidrIp: sg === 'bastion' ? '0.0.0.0/0' : '10.0.0.0/8' }],
              },
            ],
          },
        }),
      );
    }
  }
  const roles = [
    'eks-node-role',
    'eks-cluster-role',
    'lambda-exec',
    'ci-deployer',
    'billing-readonly',
    'backup-operator',
    'external-dns',
    'karpenter',
  ].map((name) =>
    add(account, {
      name,
      type: 'AWS::IAM::Role',
      configClass: 'Role',
      tags: { account: '123456789012' },
      labels: {},
      health: 'healthy',
      status: 'Active',
      ready: true,
      scraperId: aws.id,
      externalId: `arn:aws:iam::123456789012:role/${name}`,
      config: {
        RoleName: name,
        Arn: `arn:aws:iam::123456789012:role/${name}`,
        MaxSessionDuration: 3600,
        AssumeRolePolicyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole' }] },
      },
    }),
  );
  for (const [i, name] of [
    'opsdeck-artifacts',
    'opsdeck-backups',
    'opsdeck-logs',
    'opsdeck-static-assets',
    'opsdeck-terraform-state',
    'opsdeck-data-lake',
    'opsdeck-cur-reports',
    'opsdeck-tmp-exports',
    'opsdeck-images',
    'opsdeck-audit',
  ].entries()) {
    const region = i % 3 === 2 ? 'us-east-1' : 'eu-west-1';
    add(regions.get(region) ?? account, {
      name,
      type: 'AWS::S3::Bucket',
      configClass: 'Bucket',
      tags: { account: '123456789012', region },
      labels: { team: i % 2 ? 'data' : 'platform' },
      health: name === 'opsdeck-tmp-exports' ? 'warning' : 'healthy',
      status: 'Available',
      ready: true,
      scraperId: aws.id,
      externalId: `arn:aws:s3:::${name}`,
      config: {
        Name: name,
        Versioning: i % 2 === 0 ? 'Enabled' : 'Suspended',
        Encryption: { SSEAlgorithm: 'aws:kms' },
        PublicAccessBlock: name !== 'opsdeck-static-assets',
      },
      deletedMsAgo: name === 'opsdeck-tmp-exports' ? 6 * DAY : null,
    });
  }
  for (const [i, name] of ['payments-db', 'ledger-db', 'catalog-db'].entries()) {
    const region = 'eu-west-1';
    add(regions.get(region) ?? account, {
      name,
      type: 'AWS::RDS::DBInstance',
      configClass: 'Database',
      tags: { account: '123456789012', region },
      labels: { team: i === 2 ? 'platform' : 'payments' },
      health: i === 1 ? 'warning' : 'healthy',
      status: 'available',
      ready: true,
      scraperId: aws.id,
      externalId: `arn:aws:rds:${region}:123456789012:db:${name}`,
      config: {
        DBInstanceIdentifier: name,
        Engine: 'postgres',
        EngineVersion: '15.7',
        DBInstanceClass: i === 0 ? 'db.r6g.xlarge' : 'db.t4g.large',
        MultiAZ: i === 0,
        AllocatedStorage: 200 + i * 100,
      },
      properties: [
        { name: 'engine', text: 'postgres 15.7' },
        { name: 'storage', value: 200 + i * 100, unit: 'GiB' },
      ],
    });
  }
  for (const name of [
    'thumbnail-generator',
    'invoice-mailer',
    'cur-ingest',
    'slack-notifier',
    'cert-rotator',
    'audit-forwarder',
  ]) {
    add(regions.get('eu-west-1') ?? account, {
      name,
      type: 'AWS::Lambda::Function',
      configClass: 'Function',
      tags: { account: '123456789012', region: 'eu-west-1' },
      labels: {},
      health: name === 'cert-rotator' ? 'unhealthy' : 'healthy',
      status: 'Active',
      ready: true,
      scraperId: aws.id,
      externalId: `arn:aws:lambda:eu-west-1:123456789012:function:${name}`,
      config: {
        FunctionName: name,
        Runtime: 'nodejs20.x',
        MemorySize: rng.pick([128, 256, 512]),
        Timeout: 30,
        Role: roles[2]?.externalId,
      },
    });
  }
  const loadBalancers = ['prod-public-alb', 'prod-internal-alb', 'staging-public-alb'].map((name, i) =>
    add(regions.get(i === 2 ? 'us-east-1' : 'eu-west-1') ?? account, {
      name,
      type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      configClass: 'LoadBalancer',
      tags: { account: '123456789012', region: i === 2 ? 'us-east-1' : 'eu-west-1' },
      labels: {},
      health: 'healthy',
      status: 'active',
      ready: true,
      scraperId: aws.id,
      externalId: `arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/${name}/${rng.hex(16)}`,
      config: { LoadBalancerName: name, Scheme: name.includes('internal') ? 'internal' : 'internet-facing', Type: 'application' },
    }),
  );
  const eks = add(regions.get('eu-west-1') ?? account, {
    name: 'prod-eu',
    type: 'AWS::EKS::Cluster',
    configClass: 'KubernetesCluster',
    tags: { account: '123456789012', region: 'eu-west-1' },
    labels: {},
    health: 'healthy',
    status: 'ACTIVE',
    ready: true,
    scraperId: aws.id,
    externalId: 'arn:aws:eks:eu-west-1:123456789012:cluster/prod-eu',
    config: { name: 'prod-eu', version: '1.30', platformVersion: 'eks.8', status: 'ACTIVE' },
  });
  return { account, regions, subnets, securityGroups, roles, loadBalancers, eks };
}
